import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildListing } from '../test/fixtures';
import { mockFetch } from '../test/render';
import { hrefOf, signedInSession } from '../test/routes';
import { AppRoutes } from './AppRoutes';

function ShowLocation() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <ShowLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the app shell', () => {
  it('shows the spinner while a page loads, then the page under the navigation bar', async () => {
    renderApp('/no/such/page');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation'));
    for (const link of nav.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
    expect(hrefOf('Skip to content')).toBe('#main');
  });

  it('sends a visitor who is not signed in from /profile to /sign-in', async () => {
    renderApp('/profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });

  it.each(['/create-listing', '/edit-listing/00000000-0000-4000-8000-000000000001'])(
    'sends a visitor who is not signed in from %s to /sign-in',
    async (path) => {
      mockFetch(() => null);
      renderApp(path);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
    },
  );

  it('shows the listing form to a signed-in visitor', async () => {
    mockFetch((url) =>
      url.pathname === '/api/auth/get-session'
        ? signedInSession()
        : { map: { tileUrl: '', attribution: '' }, geocodingEnabled: true, socialProvider: null },
    );
    renderApp('/create-listing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a Listing' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    expect(document.title).toBe('Create a Listing · Homestead');
  });

  it('shows a not-found page with a link home for unknown routes', async () => {
    renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(hrefOf('Go to the home page')).toBe('/');
    expect(document.title).toBe('Page not found · Homestead');
  });

  it('renders Explore at / with its sections and category links', async () => {
    mockFetch(() => ({ items: [], nextCursor: null }));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeInTheDocument();
    expect(hrefOf('Places for Rent')).toBe('/category/rent');
    expect(hrefOf('Places for Sell')).toBe('/category/sale');
    expect(document.title).toBe('Explore · Homestead');
  });

  it("titles a listing's page with its name once its data arrives", async () => {
    const listing = buildListing({ name: 'Quiet Garden Flat' });
    mockFetch((url) => (url.pathname === '/api/auth/get-session' ? null : listing));
    renderApp(`/category/rent/${listing.id}`);
    await waitFor(() => expect(document.title).toBe('Quiet Garden Flat · Homestead'));
  });
});
