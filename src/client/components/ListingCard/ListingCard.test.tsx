import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import { ListingCard } from './ListingCard';

function renderCard(listing: Listing) {
  render(
    <MemoryRouter>
      <ListingCard listing={listing} />
    </MemoryRouter>,
  );
}

describe('ListingCard', () => {
  it('links the name to the listing and shows location, rent price and rooms', () => {
    const listing = buildListing({
      type: 'rent',
      regularPrice: 1_500_000,
      bedrooms: 3,
      bathrooms: 2,
    });
    renderCard(listing);

    const link = screen.getByRole('link', { name: listing.name });
    expect(link).toHaveAttribute('href', `/category/rent/${listing.id}`);
    expect(screen.getByText(listing.location)).toBeInTheDocument();
    expect(screen.getByText('₹1,500,000 / Month')).toBeInTheDocument();
    expect(screen.getByText('3 Bedrooms')).toBeInTheDocument();
    expect(screen.getByText('2 Bathrooms')).toBeInTheDocument();
  });

  it('shows the offer price, without the month suffix for sale, and singular rooms', () => {
    const listing = buildListing({
      type: 'sale',
      offer: true,
      regularPrice: 9_000_000,
      discountedPrice: 8_500_000,
      bedrooms: 1,
      bathrooms: 1,
    });
    renderCard(listing);

    expect(screen.getByText('₹8,500,000')).toBeInTheDocument();
    expect(screen.queryByText(/9,000,000/)).not.toBeInTheDocument();
    expect(screen.getByText('1 Bedroom')).toBeInTheDocument();
    expect(screen.getByText('1 Bathroom')).toBeInTheDocument();
  });

  it('uses a small responsive, lazily loaded cover image named after the listing', () => {
    const listing = buildListing();
    renderCard(listing);

    const image = screen.getByRole('img', { name: listing.name });
    expect(image).toHaveAttribute('srcset', listing.images[0]!.srcSet);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('shows the area when known, and nothing of it otherwise, its link still named by the name', () => {
    const listing = buildListing({ area: 1150, areaType: 'built_up' });
    const { unmount } = render(
      <MemoryRouter>
        <ListingCard listing={listing} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1,150 sq ft')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: listing.name });
    expect(link).toHaveAccessibleDescription(expect.stringContaining('1,150 sq ft'));
    unmount();

    renderCard(buildListing());
    expect(screen.queryByText(/sq ft/)).not.toBeInTheDocument();
  });
});
