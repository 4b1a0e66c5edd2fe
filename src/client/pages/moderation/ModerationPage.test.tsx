import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationEntry, OpenReport } from '../../../shared/schemas/moderation';
import { mockFetch, renderAt } from '../../test/render';
import { sentTo, signedInSession } from '../../test/routes';
import { ModerationPage } from './ModerationPage';

const moderator = signedInSession({
  id: 'mod-1',
  name: 'Mira',
  email: 'mira@example.com',
  moderator: true,
});

const report: OpenReport = {
  listing: { id: '00000000-0000-4000-8000-000000000001', name: 'Lake View Villa', type: 'rent' },
  owner: { id: 'owner-1', name: 'Omkar' },
  reports: 3,
  reasons: {
    rented_or_sold: 0,
    wrong_details: 0,
    fake_or_scam: 2,
    broker: 0,
    offensive: 0,
    other: 1,
  },
  details: [{ text: 'Photos from a hotel', reportedAt: '2026-11-27T10:30:00.000Z' }],
};

const suspension: ModerationEntry = {
  id: '7',
  at: '2026-11-27T11:00:00.000Z',
  moderator: { id: 'mod-1', name: 'Mira' },
  action: 'suspend',
  listing: null,
  account: { id: 'owner-2', name: 'Suresh' },
  reasons: { broker: 1 },
  reinstatable: true,
};

function serve(session: unknown) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return session;
    if (method === 'POST') return new Response(null, { status: 204 });
    if (url.pathname === '/api/moderation/reports') return { items: [report] };
    if (url.pathname === '/api/moderation/hidden') return { items: [], nextCursor: null };
    if (url.pathname === '/api/moderation/history') {
      return { items: [suspension], nextCursor: null };
    }
    return new Response(null, { status: 404 });
  });
}

describe('/moderation', () => {
  it('is the not-found page for anyone but a moderator', async () => {
    const fetchMock = serve(signedInSession());
    renderAt('/moderation', <ModerationPage />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(sentTo(fetchMock, '/api/moderation/reports')).toEqual([]);
  });

  it('lists open reports with their reasons, details and actions, and the history', async () => {
    const fetchMock = serve(moderator);
    renderAt('/moderation', <ModerationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const open = await screen.findByRole('list', { name: 'Open reports' });
    const [item] = within(open)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === open);
    const inItem = within(item!);
    expect(inItem.getByRole('link', { name: 'Lake View Villa' })).toHaveAttribute(
      'href',
      `/category/rent/${report.listing.id}`,
    );
    expect(item).toHaveTextContent('Owner: Omkar');
    expect(item).toHaveTextContent('Fake or scam: 2');
    expect(item).toHaveTextContent('Something else: 1');
    expect(item).toHaveTextContent('Photos from a hotel');
    expect(
      inItem.getByRole('button', { name: 'Dismiss reports on Lake View Villa' }),
    ).toBeVisible();
    expect(inItem.getByRole('button', { name: 'Suspend Omkar' })).toBeVisible();
    expect(await screen.findByText('No hidden listings.')).toBeVisible();
    expect(await screen.findByText(/Mira suspended Suresh/)).toBeVisible();

    await userEvent.click(inItem.getByRole('button', { name: 'Hide Lake View Villa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lake View Villa is hidden.');
    expect(sentTo(fetchMock, `/api/moderation/listings/${report.listing.id}/hide`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reinstate Suresh' }));
    expect(sentTo(fetchMock, '/api/moderation/accounts/owner-2/reinstate')).toHaveLength(1);
  });
});
