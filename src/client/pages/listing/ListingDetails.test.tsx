import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '../../../shared/schemas/listing';
import { buildListing } from '../../test/fixtures';
import { mockFetch, renderAt } from '../../test/render';
import { hrefOf } from '../../test/routes';
import { ListingDetails } from './ListingDetails';

vi.mock('./ListingMap', () => ({
  default: ({ label }: { label: string }) => <p>Map of {label}</p>,
}));

function renderDetails(listing: ListingDetail, viewerId?: string | null) {
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

  it('links visitors to the contact page with the encoded listing name and its id', () => {
    const listing = buildListing({ name: 'Tom & Jerry Villa', userRef: 'owner-7' });
    renderDetails(listing);

    expect(hrefOf('Contact Land Owner')).toBe(
      `/contact/owner-7?listingName=Tom%20%26%20Jerry%20Villa&listingId=${listing.id}`,
    );
  });

  it('does not offer the owner to contact themselves', () => {
    const listing = buildListing({ userRef: 'owner-7' });
    renderDetails(listing, 'owner-7');
    expect(screen.queryByRole('link', { name: 'Contact Land Owner' })).not.toBeInTheDocument();
  });

  it.each([
    ['hour', 'Usually replies within an hour'],
    ['day', 'Usually replies within a day'],
    ['days', 'Usually replies within a few days'],
  ] as const)("says how soon the owner replies ('%s')", (ownerReplyTime, said) => {
    renderDetails({ ...buildListing(), ownerReplyTime });
    expect(screen.getByText(said)).toBeInTheDocument();
  });

  it('says nothing of replies until the owner has answered enough, or when it is not known', () => {
    renderDetails({ ...buildListing(), ownerReplyTime: null });
    renderDetails(buildListing());
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
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

/** The facts' list as [name, value] pairs: each `dt` with the `dd` after it. */
function factPairs() {
  const list = document.querySelector('dl');
  if (!list) return null;
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null,
  ]);
}

// 18:30 UTC on 30 Nov is already 1 Dec in India.
const NOW = new Date('2026-11-30T18:30:00Z');

describe('ListingDetails: the listing facts', () => {
  it('lists a rent’s facts in order and wording, the ground floor and a later day', () => {
    const listing = buildListing({
      type: 'rent',
      area: 1150,
      areaType: 'carpet',
      floor: 0,
      totalFloors: 4,
      availableFrom: '2026-12-02',
      deposit: 50_000,
      maintenance: 2500,
      // Not in the form's order: shown in it.
      tenants: ['company', 'family'],
      amenities: ['lift', 'security', 'piped-gas'],
    });
    mockFetch(() => null);
    renderAt('/', <ListingDetails listing={listing} now={NOW} />);

    expect(factPairs()).toEqual([
      ['Area', '1,150 sq ft (Carpet)'],
      ['Floor', 'Ground of 4'],
      ['Available from', '2 Dec 2026'],
      ['Security deposit', '₹50,000'],
      ['Maintenance', '₹2,500 / Month'],
      ['Preferred tenants', 'Family, Company'],
      ['Amenities', 'Lift, Security, Piped gas'],
    ]);
  });

  it('gives a sale its price per sq ft from the offer’s price, and a floor of many', () => {
    const listing = buildListing({
      type: 'sale',
      offer: true,
      regularPrice: 11_000_000,
      discountedPrice: 10_000_000,
      area: 1150,
      areaType: 'super_built_up',
      floor: 3,
      totalFloors: 12,
      availableFrom: '2026-12-01',
    });
    mockFetch(() => null);
    renderAt('/', <ListingDetails listing={listing} now={NOW} />);

    expect(factPairs()).toEqual([
      ['Area', '1,150 sq ft (Super built-up)'],
      // 10,000,000 ÷ 1,150 = 8,695.65…
      ['Price per sq ft', '₹8,696'],
      ['Floor', '3 of 12'],
      // Today in India, though still 30 Nov in UTC.
      ['Available from', 'Immediately'],
    ]);
  });

  it('says "Immediately" for a day already past', () => {
    const listing = buildListing({ availableFrom: '2025-01-15' });
    mockFetch(() => null);
    renderAt('/', <ListingDetails listing={listing} now={NOW} />);
    expect(factPairs()).toEqual([['Available from', 'Immediately']]);
  });

  it('reads "Immediately" against the listing’s own today (the app’s clock), not the rendering’s', () => {
    // The app's clock says 1 December in India; the rendering's time is still 29 November.
    const listing = { ...buildListing({ availableFrom: '2026-12-01' }), today: '2026-12-01' };
    mockFetch(() => null);
    renderAt('/', <ListingDetails listing={listing} now="2026-11-29T06:00:00Z" />);
    expect(factPairs()).toEqual([['Available from', 'Immediately']]);
    cleanup();
    renderAt(
      '/',
      <ListingDetails listing={{ ...listing, today: '2026-11-30' }} now="2026-12-05" />,
    );
    expect(factPairs()).toEqual([['Available from', '1 Dec 2026']]);
  });

  it('shows no list and no description for a listing without facts', () => {
    renderDetails(buildListing());
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'About this home' })).not.toBeInTheDocument();
  });

  it('shows the description as plain text, its line breaks kept, no markup, no link', () => {
    const description =
      'Sunny corner flat.\nNear the metro.\n<b>Bold</b> <a href="https://x.test">offer</a> https://x.test';
    renderDetails(buildListing({ description }));

    expect(screen.getByRole('heading', { level: 2, name: 'About this home' })).toBeInTheDocument();
    const text = screen.getByText(/Sunny corner flat/);
    expect(text.textContent).toBe(description);
    // Its lines stay text ('\n', which the page's CSS shows: white-space: pre-line).
    expect(text.tagName).toBe('P');
    expect(text.querySelector('*')).toBeNull();
    expect(screen.queryByRole('link', { name: /offer|x\.test/ })).not.toBeInTheDocument();
  });
});
