import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { listingKeys } from '../../api/get-listings';
import { createQueryClient } from '../../app/query-client';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { hrefOf, signedInSession } from '../../test/routes';
import { ListingPage } from './ListingPage';

vi.mock('./ListingMap', () => ({ default: () => <p>Map</p> }));

const page = <ListingPage />;
const pattern = '/category/:categoryName/:listingId';

describe('ListingPage', () => {
  it('loads the listing and titles the page with its name', async () => {
    const listing = buildListing({ name: 'Quiet Garden Flat', regularPrice: 40_000 });
    mockFetch((url) => (url.pathname === '/api/auth/get-session' ? null : listing));
    renderAt(`/category/rent/${listing.id}`, page, pattern);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Quiet Garden Flat - ₹40,000 / Month' }),
    ).toBeInTheDocument();
  });

  it('toasts and offers a way back when the listing does not exist', async () => {
    mockFetch((url) =>
      url.pathname === '/api/auth/get-session'
        ? null
        : errorResponse(404, 'NOT_FOUND', 'Listing not found'),
    );
    renderAt('/category/rent/00000000-0000-4000-8000-000000000000', page, pattern);

    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't fetch the details");
    expect(hrefOf('Go to the home page')).toBe('/');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('offers to contact the owner to anyone but the owner', async () => {
    const listing = buildListing({ userRef: 'owner-7' });
    const session = (id: string) => signedInSession({ id, name: 'X', email: 'x@example.com' });
    // A signed-in visitor's page also asks which homes are saved (the "Save" toggle).
    const answer = (user: string) => (url: URL) =>
      url.pathname === '/api/auth/get-session'
        ? session(user)
        : url.pathname === '/api/me/saved/ids'
          ? { ids: [] }
          : listing;
    mockFetch(answer('someone'));
    const visitor = renderAt(`/category/rent/${listing.id}`, page, pattern);
    expect(await screen.findByRole('link', { name: 'Contact Land Owner' })).toBeInTheDocument();
    visitor.unmount();

    mockFetch(answer('owner-7'));
    renderAt(`/category/rent/${listing.id}`, page, pattern);
    expect(await screen.findByRole('heading', { name: new RegExp(listing.name) })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Contact Land Owner' })).not.toBeInTheDocument();
  });
});

describe('ListingPage: "Available from"', () => {
  it('reads today as the listing says it (the app’s clock), as the server rendered it', async () => {
    // The server read the listing on 1 Jun 2020 in India; the browser's clock is later.
    const listing = { ...buildListing({ availableFrom: '2020-06-02' }), today: '2020-06-01' };
    const queryClient = createQueryClient({ queries: { retry: false, staleTime: Infinity } });
    queryClient.setQueryData(listingKeys.detail(listing.id), listing);
    mockFetch(() => null);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/category/rent/${listing.id}`]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const term = await screen.findByText('Available from');
    expect(term.nextElementSibling).toHaveTextContent('2 Jun 2020');
  });
});
