import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt, requestedUrls } from '../../test/render';
import { CategoryPage } from './CategoryPage';

const page = <CategoryPage />;
const pattern = '/category/:categoryName';
/** The cards' links (the page also links to its filters). */
const cardLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/category/'));

describe('CategoryPage', () => {
  it('heads rent listings "Places for rent" and asks for the first 10', async () => {
    const listing = buildListing({ type: 'rent' });
    const fetchMock = mockFetch(() => ({ items: [listing], nextCursor: null }));
    renderAt('/category/rent', page, pattern);

    expect(screen.getByRole('heading', { level: 1, name: 'Places for rent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute(
      'href',
      '/search?type=rent',
    );
    expect(await screen.findByRole('link', { name: listing.name })).toBeInTheDocument();
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/listings');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ type: 'rent', limit: '10' });
  });

  it('heads sale listings "Places for Sale" and shows the empty text', async () => {
    mockFetch(() => ({ items: [], nextCursor: null }));
    renderAt('/category/sale', page, pattern);

    expect(screen.getByRole('heading', { level: 1, name: 'Places for Sale' })).toBeInTheDocument();
    expect(await screen.findByText('No listings for sale')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the empty text for an unknown category without calling the API', () => {
    const fetchMock = mockFetch(() => ({ items: [], nextCursor: null }));
    renderAt('/category/villa', page, pattern);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No listings for villa')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Load More exactly while there is a next page and appends 2 per click', async () => {
    const first = Array.from({ length: 10 }, () => buildListing({ type: 'sale' }));
    const second = [buildListing({ type: 'sale' }), buildListing({ type: 'sale' })];
    const third = [buildListing({ type: 'sale' })];
    const fetchMock = mockFetch((url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === null) return { items: first, nextCursor: 'c1' };
      if (cursor === 'c1') return { items: second, nextCursor: 'c2' };
      return { items: third, nextCursor: null };
    });
    const user = userEvent.setup();
    renderAt('/category/sale', page, pattern);

    await screen.findByRole('link', { name: first[0]!.name });
    expect(cardLinks()).toHaveLength(10);

    await user.click(screen.getByRole('link', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: second[1]!.name })).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(12);
    expect(screen.getByRole('link', { name: second[0]!.name })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: third[0]!.name })).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(13);
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();

    const more = requestedUrls(fetchMock).slice(1);
    expect(more.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { type: 'sale', limit: '2', cursor: 'c1' },
      { type: 'sale', limit: '2', cursor: 'c2' },
    ]);
  });

  it('toasts when the listings cannot be fetched', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL', 'Something went wrong on our side'));
    renderAt('/category/rent', page, pattern);

    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't fetch the listings");
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
