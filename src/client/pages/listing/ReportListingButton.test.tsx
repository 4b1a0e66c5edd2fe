import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { sentTo, signedInSession } from '../../test/routes';
import { ListingPage } from './ListingPage';

vi.mock('./ListingMap', () => ({ default: () => <p>Map</p> }));

const pattern = '/category/:categoryName/:listingId';
const REPORTS = (id: string) => `/api/listings/${id}/reports`;

afterEach(() => sessionStorage.clear());

function serve(
  listing: ReturnType<typeof buildListing>,
  session: unknown,
  reports?: () => unknown,
) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return session;
    if (url.pathname === '/api/me/saved/ids') return { ids: [] };
    if (method === 'POST' && url.pathname === REPORTS(listing.id)) {
      return reports ? reports() : new Response(null, { status: 204 });
    }
    return listing;
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return within(await screen.findByRole('dialog', { name: 'Report this listing' }));
}

describe('Report this listing', () => {
  it('sends a visitor to sign in, coming back to this page', async () => {
    const listing = buildListing();
    serve(listing, null);
    renderAt(`/category/rent/${listing.id}`, <ListingPage />, pattern);
    const button = await screen.findByRole('button', { name: 'Report this listing' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('homestead:pending-report')).toBe(listing.id);
  });

  it('opens at once for someone back from signing in to report this listing', async () => {
    const listing = buildListing();
    sessionStorage.setItem('homestead:pending-report', listing.id);
    serve(listing, signedInSession());
    renderAt(`/category/rent/${listing.id}`, <ListingPage />, pattern);
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('homestead:pending-report')).toBeNull();
  });

  it('is not offered to the owner', async () => {
    const listing = buildListing({ userRef: 'user-1' });
    serve(listing, signedInSession());
    renderAt(`/category/rent/${listing.id}`, <ListingPage />, pattern);
    expect(await screen.findByRole('heading', { name: new RegExp(listing.name) })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('asks for a reason and, for "Something else", details; then sends and thanks', async () => {
    const listing = buildListing();
    const fetchMock = serve(listing, signedInSession());
    renderAt(`/category/rent/${listing.id}`, <ListingPage />, pattern);
    const dialog = await openDialog();
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Already rented or sold',
      'Wrong price or details',
      'Fake or scam',
      'Broker posing as owner',
      'Offensive content',
      'Something else',
    ]);
    const send = dialog.getByRole('button', { name: 'Send report' });
    await userEvent.click(send);
    expect(await dialog.findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(send);
    expect(await dialog.findByText('Say what is wrong in Details.')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveFocus();
    expect(sentTo(fetchMock, REPORTS(listing.id))).toEqual([]);

    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Details' }),
      'Asks for a deposit first',
    );
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Thank you. We will look into it.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo(fetchMock, REPORTS(listing.id))).toEqual([
      { method: 'POST', body: { reason: 'other', details: 'Asks for a deposit first' } },
    ]);
  });

  it("shows the server's refusal (too many reports)", async () => {
    const listing = buildListing();
    serve(listing, signedInSession(), () =>
      errorResponse(429, 'RATE_LIMITED', 'Too many reports, try again in 60 min'),
    );
    renderAt(`/category/rent/${listing.id}`, <ListingPage />, pattern);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Fake or scam' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reports, try again in 60 min',
    );
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeVisible();
  });
});
