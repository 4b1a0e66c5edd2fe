import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PriceNearby as Comparison } from '../../../shared/schemas/price-nearby';
import { buildListing } from '../../test/fixtures';
import { mockFetch, renderAt, requestedUrls } from '../../test/render';
import { ListingPage } from './ListingPage';
import { PriceNearby, PriceNearbySection } from './PriceNearby';

vi.mock('./ListingMap', () => ({ default: () => <p>Map</p> }));

const comparison: Comparison = {
  count: 6,
  median: 25_000,
  unit: 'total',
  home: 22_000,
  differencePercent: -12,
};

describe('PriceNearbySection', () => {
  it('is a region under a second-level heading "Price nearby" with the median and the standing', () => {
    renderAt('/', <PriceNearbySection nearby={comparison} type="rent" />);

    const heading = screen.getByRole('heading', { level: 2, name: 'Price nearby' });
    const region = screen.getByRole('region', { name: 'Price nearby' });
    expect(region).toContainElement(heading);
    expect(region).toContainElement(
      screen.getByText('Median of 6 similar homes within 3 km: ₹25,000 / Month'),
    );
    expect(region).toContainElement(screen.getByText('This home is 12% below the median'));
  });

  it('writes a sale with an area per sq ft', () => {
    renderAt(
      '/',
      <PriceNearbySection
        nearby={{ count: 5, median: 8_400, unit: 'sqft', home: 8_820, differencePercent: 5 }}
        type="sale"
      />,
    );
    expect(
      screen.getByText('Median of 5 similar homes within 3 km: ₹8,400 per sq ft'),
    ).toBeInTheDocument();
    expect(screen.getByText('This home is close to the median')).toBeInTheDocument();
  });
});

describe('PriceNearby', () => {
  it('shows nothing when the API has no comparison (204)', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const listing = buildListing();
    renderAt('/', <PriceNearby listing={listing} />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(requestedUrls(fetchMock)[0]!.pathname).toBe(`/api/listings/${listing.id}/price-nearby`);
    expect(screen.queryByRole('heading', { name: 'Price nearby' })).not.toBeInTheDocument();
    expect(screen.queryByText(/similar homes/)).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing for a home no longer listed', () => {
    const fetchMock = mockFetch(() => comparison);
    renderAt('/', <PriceNearby listing={buildListing({ status: 'rented' })} />);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Price nearby' })).not.toBeInTheDocument();
  });

  it("shows on the listing's page with what the API says", async () => {
    const listing = buildListing({ type: 'sale', regularPrice: 1_800_000 });
    mockFetch((url) => {
      if (url.pathname.endsWith('/price-nearby')) {
        return {
          count: 8,
          median: 1_500_000,
          unit: 'total',
          home: 1_800_000,
          differencePercent: 20,
        };
      }
      return url.pathname === '/api/auth/get-session' ? null : listing;
    });
    renderAt(`/category/sale/${listing.id}`, <ListingPage />, '/category/:categoryName/:listingId');

    expect(await screen.findByRole('heading', { level: 2, name: 'Price nearby' })).toBeVisible();
    expect(
      screen.getByText('Median of 8 similar homes within 3 km: ₹1,500,000'),
    ).toBeInTheDocument();
    expect(screen.getByText('This home is 20% above the median')).toBeInTheDocument();
  });
});
