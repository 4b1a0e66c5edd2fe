import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { RequireAuth } from '../../components/RequireAuth/RequireAuth';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt, requestedUrls } from '../../test/render';
import { CurrentPath, sentTo, signedInSession } from '../../test/routes';
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

function serve(overrides: { patch?: (body: unknown) => Response; session?: unknown } = {}) {
  const listing = buildListing({ name: 'Asha Garden Flat', userRef: me.id });
  return mockFetch(async (url) => {
    if (url.pathname === '/api/auth/get-session')
      return 'session' in overrides ? overrides.session : signedInSession(me);
    if (url.pathname === '/api/me') return me;
    if (url.pathname === '/api/listings') return { items: [listing], nextCursor: null };
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
    expect(screen.getByRole('link', { name: 'Sell or Rent your home' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
    expect(screen.getByRole('heading', { name: 'Your Listings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Asha Garden Flat/ })).toBeInTheDocument();
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
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.profileSaveFailed);
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
