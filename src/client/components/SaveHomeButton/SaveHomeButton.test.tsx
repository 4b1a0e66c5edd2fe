import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { takePendingSave } from '../../lib/pending-save';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { signedInSession } from '../../test/routes';
import { SaveHomeButton } from './SaveHomeButton';

const listing = buildListing({ name: 'Lake View Studio' });

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderButton(path = '/category/rent') {
  return renderAt(
    path,
    <Routes>
      <Route path="/category/rent" element={<SaveHomeButton listing={listing} />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Save Lake View Studio' });

afterEach(() => {
  takePendingSave();
});

describe('SaveHomeButton', () => {
  it('sends a visitor to sign in, to come back here, and keeps the home to save', async () => {
    mockFetch(() => null);
    renderButton();
    await waitFor(() => expect(toggle()).toBeEnabled());
    await userEvent.click(toggle());
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in?next=/category/rent');
    expect(takePendingSave()).toBe(listing.id);
  });

  it('saves and forgets the home for a signed-in account, pressed state first', async () => {
    const sent: string[] = [];
    const saved = new Set<string>();
    mockFetch((url, method) => {
      if (url.pathname === '/api/auth/get-session') return signedInSession();
      if (url.pathname === '/api/me/saved/ids') return { ids: [...saved] };
      sent.push(`${method} ${url.pathname}`);
      if (method === 'PUT') saved.add(listing.id);
      else saved.delete(listing.id);
      return new Response(null, { status: 204 });
    });
    renderButton();
    // Disabled until the account's saved homes are known: a press then is never lost.
    expect(toggle()).toBeDisabled();
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(sent).toEqual([
        `PUT /api/me/saved/${listing.id}`,
        `DELETE /api/me/saved/${listing.id}`,
      ]),
    );
    expect(saved.size).toBe(0);
  });

  it('puts the toggle back and says so when the save fails', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/get-session') return signedInSession();
      if (url.pathname === '/api/me/saved/ids') return { ids: [] };
      return errorResponse(503, 'DATABASE_UNAVAILABLE', 'Try again later');
    });
    renderButton();
    await waitFor(() => expect(toggle()).toBeEnabled());
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The home could not be saved. Try again.',
    );
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });
});
