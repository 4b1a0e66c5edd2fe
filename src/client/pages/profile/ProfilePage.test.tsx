import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountTexts } from '../../../shared/texts/account';
import { RequireAuth } from '../../components/RequireAuth/RequireAuth';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt, requestedUrls } from '../../test/render';
import { CurrentPath, hrefOf, sentTo, signedInSession } from '../../test/routes';
import { ProfilePage } from './ProfilePage';

const me = { id: 'user-1', name: 'Asha Menon', email: 'asha@example.com' };

const app = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/profile" element={<ProfilePage />} />
    </Route>
    <Route path="*" element={<CurrentPath />} />
  </Routes>
);

const listing = buildListing({ name: 'Asha Garden Flat', userRef: me.id });
const other = buildListing({ name: 'Asha Hill Cottage', userRef: me.id });

function serve(
  overrides: { session?: unknown; listings?: unknown; remove?: () => Promise<Response> } = {},
) {
  return mockFetch(async (url, method) => {
    if (url.pathname === '/api/auth/get-session')
      return 'session' in overrides ? overrides.session : signedInSession(me);
    if (url.pathname === '/api/me') return me;
    if (url.pathname === '/api/listings') {
      const listings = overrides.listings;
      if (typeof listings === 'function') return (listings as () => unknown)();
      return listings ?? { items: [listing], nextCursor: null };
    }
    if (url.pathname.startsWith('/api/listings/') && method === 'DELETE')
      return overrides.remove ? overrides.remove() : new Response(null, { status: 204 });
    if (url.pathname === '/api/auth/sign-out') return { success: true };
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('the route guard', () => {
  it('shows the spinner while the session is checked, then sends a signed-out visitor to /sign-in', async () => {
    serve({ session: null });
    renderAt('/profile', app);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });

  it('shows the page to a signed-in visitor', async () => {
    serve();
    renderAt('/profile', app);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });
});

describe('ProfilePage', () => {
  it('shows the personal data read-only, the sell link and the own listings', async () => {
    const fetchMock = serve();
    renderAt('/profile', app);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Asha Menon');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByText('Personal Data')).toBeInTheDocument();
    expect(hrefOf('Sell or Rent your home')).toBe('/create-listing');
    expect(screen.getByRole('heading', { name: 'Your Listings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Asha Garden Flat/ })).toBeInTheDocument();
    const listings = requestedUrls(fetchMock).find((url) => url.pathname === '/api/listings');
    expect(listings?.searchParams.get('owner')).toBe('user-1');
  });

  it('change makes the name editable; done saves it and returns to read-only', async () => {
    const fetchMock = serve();
    renderAt('/profile', app);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'change' }));
    expect(name).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    fetchMock.mockImplementationOnce(async () => Response.json({ ...me, name: 'Asha M. Menon' }));
    await user.clear(name);
    await user.type(name, 'Asha M. Menon');
    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'change' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/me')).toContainEqual({
        method: 'PATCH',
        body: { name: 'Asha M. Menon' },
      }),
    );
    expect(name).toHaveValue('Asha M. Menon');
  });

  it('toasts when the name cannot be saved and shows the saved name again', async () => {
    const fetchMock = serve();
    renderAt('/profile', app);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'change' }));
    fetchMock.mockImplementationOnce(async () => errorResponse(500, 'INTERNAL', 'failed'));
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.profile.saveFailed);
    expect(name).toHaveValue('Asha Menon');
  });

  it('log me out ends the session and goes to /', async () => {
    const fetchMock = serve();
    renderAt('/profile', app);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log me out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requestedUrls(fetchMock).map((url) => url.pathname)).toContain('/api/auth/sign-out');
  });
});

describe('Your Listings', () => {
  const two = { items: [listing, other], nextCursor: null };

  it('has an edit and a delete button per listing, outside its link', async () => {
    serve({ listings: two });
    renderAt('/profile', app);
    const edit = await screen.findByRole('button', { name: 'Edit Asha Garden Flat' });
    expect(screen.getByRole('button', { name: 'Delete Asha Garden Flat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Asha Hill Cottage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Asha Hill Cottage' })).toBeInTheDocument();
    expect(edit.closest('a')).toBeNull();
    const link = screen.getByRole('link', { name: /^Asha Garden Flat/ });
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
  });

  it('edit opens the listing form', async () => {
    serve();
    renderAt('/profile', app);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Garden Flat' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/edit-listing/${listing.id}`);
  });

  it('delete asks first; Cancel keeps the listing and sends nothing', async () => {
    const fetchMock = serve({ listings: two });
    renderAt('/profile', app);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Garden Flat' }));
    expect(confirm).toHaveBeenCalledWith(
      accountTexts.yourListings.confirmDelete({ name: 'Asha Garden Flat' }),
    );
    expect(screen.getByRole('link', { name: /^Asha Garden Flat/ })).toBeInTheDocument();
    expect(sentTo(fetchMock, `/api/listings/${listing.id}`)).toEqual([]);
  });

  it('OK deletes: the listing leaves the list at once, then the toast', async () => {
    let answer = (_: Response) => {};
    let stored = two;
    const fetchMock = serve({
      listings: () => stored,
      remove: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt('/profile', app);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Garden Flat' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Asha Garden Flat/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /^Asha Hill Cottage/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Listings' })).toHaveFocus();
    expect(sentTo(fetchMock, `/api/listings/${listing.id}`)).toEqual([
      { method: 'DELETE', body: undefined },
    ]);

    stored = { items: [other], nextCursor: null };
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountTexts.yourListings.deleted({ name: 'Asha Garden Flat' }),
    );
    expect(screen.queryByRole('link', { name: /^Asha Garden Flat/ })).not.toBeInTheDocument();
  });

  it('a failed delete brings the listing back and says so', async () => {
    serve({
      listings: two,
      remove: async () => errorResponse(500, 'INTERNAL', 'failed'),
    });
    renderAt('/profile', app);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Garden Flat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete Asha Garden Flat. Try again.',
    );
    expect(screen.getByRole('link', { name: /^Asha Garden Flat/ })).toBeInTheDocument();
  });

  it('an expired listing says "Expired" and has "Renew <name>": renewed, it is listed again', async () => {
    let stored = { items: [{ ...listing, status: 'expired' }, other], nextCursor: null };
    const fetchMock = serve({ listings: () => stored });
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/listings/${listing.id}/renew` && init?.method === 'POST') {
        stored = { items: [listing, other], nextCursor: null };
        return Response.json(listing);
      }
      if (url.pathname === '/api/auth/get-session') return Response.json(signedInSession(me));
      if (url.pathname === '/api/me') return Response.json(me);
      return Response.json(stored);
    });
    renderAt('/profile', app);
    const card = await screen.findByRole('link', { name: /^Asha Garden Flat/ });
    expect(card).toHaveTextContent('Expired');
    // Only an expired listing is offered a renewal.
    expect(screen.queryByRole('button', { name: 'Renew Asha Hill Cottage' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Asha Garden Flat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Asha Garden Flat is renewed and listed again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Asha Garden Flat/ })).not.toHaveTextContent(
        'Expired',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Renew Asha Garden Flat' })).toBeNull();
  });

  it('a hidden listing says "Hidden by moderation" and offers no mark until restored', async () => {
    serve({ listings: { items: [{ ...listing, status: 'hidden' }, other], nextCursor: null } });
    renderAt('/profile', app);
    const card = await screen.findByRole('link', { name: /^Asha Garden Flat/ });
    expect(card).toHaveTextContent('Hidden by moderation');
    expect(screen.queryByRole('button', { name: 'Mark Asha Garden Flat as rented' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Relist Asha Garden Flat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Asha Garden Flat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Asha Garden Flat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Asha Hill Cottage as rented' })).toBeEnabled();
  });

  it('a delete refused because the session has ended goes to /sign-in', async () => {
    serve({ remove: async () => errorResponse(401, 'UNAUTHENTICATED', 'Sign in') });
    renderAt('/profile', app);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Garden Flat' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  });
});
