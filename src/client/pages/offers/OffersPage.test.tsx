import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt, requestedUrls } from '../../test/render';
import { OffersPage } from './OffersPage';

const page = <OffersPage />;
const pattern = '/offer';

describe('OffersPage', () => {
  it('lists offers 2 first, then 10 per Load More', async () => {
    const first = [
      buildListing({ offer: true, regularPrice: 30_000, discountedPrice: 27_500 }),
      buildListing({ offer: true, regularPrice: 30_000, discountedPrice: 27_500 }),
    ];
    const more = [
      buildListing({ offer: true, regularPrice: 900_000, discountedPrice: 850_000, type: 'sale' }),
    ];
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('cursor')
        ? { items: more, nextCursor: null }
        : { items: first, nextCursor: 'next' },
    );
    const user = userEvent.setup();
    renderAt('/offer', page, pattern);

    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(await screen.findAllByText('₹27,500 / Month')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Load More' }));
    expect(await screen.findByText('₹850,000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();

    expect(requestedUrls(fetchMock).map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { offer: 'true', limit: '2' },
      { offer: 'true', limit: '10', cursor: 'next' },
    ]);
  });

  it('shows the empty text when no offer is going on', async () => {
    mockFetch(() => ({ items: [], nextCursor: null }));
    renderAt('/offer', page, pattern);
    expect(
      await screen.findByText(
        'There are no offer currently going on. Come back again after sometime.',
      ),
    ).toBeInTheDocument();
  });

  it('toasts when the offers cannot be fetched', async () => {
    mockFetch(() => errorResponse(503, 'UNAVAILABLE', 'Down'));
    renderAt('/offer', page, pattern);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't fetch the listings");
  });
});
