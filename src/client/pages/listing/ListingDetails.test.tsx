import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import { mockFetch, renderAt } from '../../test/render';
import { hrefOf } from '../../test/routes';
import { ListingDetails } from './ListingDetails';

vi.mock('./ListingMap', () => ({
  default: ({ label }: { label: string }) => <p>Map of {label}</p>,
}));

function renderDetails(listing: Listing, viewerId?: string | null) {
  mockFetch(() => null);
  renderAt('/', <ListingDetails listing={listing} viewerId={viewerId} />);
}

describe('ListingDetails', () => {
  it('shows name and rent price, type and facts', async () => {
    const listing = buildListing({
      name: 'Lake View Studio',
      type: 'rent',
      regularPrice: 18_500,
      bedrooms: 1,
      bathrooms: 2,
      parking: false,
      furnished: true,
    });
    renderDetails(listing);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Lake View Studio - ₹18,500 / Month' }),
    ).toBeInTheDocument();
    expect(screen.getByText(listing.location)).toBeInTheDocument();
    expect(screen.getByText('For Rent')).toBeInTheDocument();
    expect(screen.getByText('1 Bedroom')).toBeInTheDocument();
    expect(screen.getByText('2 Bathrooms')).toBeInTheDocument();
    expect(screen.getByText('No Parking')).toBeInTheDocument();
    expect(screen.getByText('Furnished')).toBeInTheDocument();
    expect(screen.queryByText(/discount/)).not.toBeInTheDocument();
    expect(await screen.findByText(`Map of ${listing.location}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
  });

  it('shows the offer price and the amount saved', () => {
    const listing = buildListing({
      name: 'Garden House',
      type: 'sale',
      offer: true,
      regularPrice: 2_000_000,
      discountedPrice: 1_875_000,
      parking: true,
      furnished: false,
    });
    renderDetails(listing);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Garden House - ₹1,875,000' }),
    ).toBeInTheDocument();
    expect(screen.getByText('For Sale')).toBeInTheDocument();
    expect(screen.getByText('₹125,000 discount')).toBeInTheDocument();
    expect(screen.getByText('Parking Spot')).toBeInTheDocument();
    expect(screen.getByText('Not Furnished')).toBeInTheDocument();
  });

  it('links visitors to the contact page with the encoded listing name', () => {
    const listing = buildListing({ name: 'Tom & Jerry Villa', userRef: 'owner-7' });
    renderDetails(listing);

    expect(hrefOf('Contact Land Owner')).toBe(
      '/contact/owner-7?listingName=Tom%20%26%20Jerry%20Villa',
    );
  });

  it('does not offer the owner to contact themselves', () => {
    const listing = buildListing({ userRef: 'owner-7' });
    renderDetails(listing, 'owner-7');
    expect(screen.queryByRole('link', { name: 'Contact Land Owner' })).not.toBeInTheDocument();
  });

  it('has an accessible photo carousel', () => {
    const listing = buildListing();
    listing.images = [listing.images[0]!, { ...listing.images[0]!, src: '/images/second.webp' }];
    renderDetails(listing);

    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    const photos = screen.getAllByRole('img', { name: new RegExp(listing.name) });
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAttribute('srcset', expect.stringContaining('1280w'));
  });
});
