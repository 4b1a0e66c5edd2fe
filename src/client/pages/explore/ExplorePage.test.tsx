import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildListing } from '../../test/fixtures';
import { mockFetch, renderAt, requestedUrls } from '../../test/render';
import { ExplorePage } from './ExplorePage';

describe('ExplorePage', () => {
  it('shows the 5 newest listings as carousel slides linking to their pages', async () => {
    const listings = [
      buildListing({ type: 'rent', regularPrice: 42_000 }),
      buildListing({
        type: 'sale',
        offer: true,
        regularPrice: 5_000_000,
        discountedPrice: 4_750_000,
      }),
      buildListing(),
      buildListing(),
      buildListing(),
    ];
    const fetchMock = mockFetch(() => ({ items: listings, nextCursor: 'more' }));
    renderAt('/', <ExplorePage />);

    const carousel = await screen.findByRole('region', { name: 'Recommended listings' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(5);
    const first = within(slides[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', `/category/rent/${listings[0]!.id}`);
    expect(first).toHaveTextContent(listings[0]!.name);
    expect(first).toHaveTextContent('₹42,000 / Month');
    expect(within(first).getByRole('img', { name: listings[0]!.name })).toBeInTheDocument();
    expect(within(slides[1]!).getByRole('link')).toHaveTextContent('₹4,750,000');
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Go to slide 5' })).toBeInTheDocument();

    const [url] = requestedUrls(fetchMock);
    expect(Object.fromEntries(url!.searchParams)).toEqual({ limit: '5' });
  });
});
