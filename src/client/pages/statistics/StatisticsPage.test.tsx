import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingStatistics } from '../../../shared/schemas/statistics';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { signedInPageAt, signedInSession } from '../../test/routes';
import { StatisticsPage } from './StatisticsPage';
import { scaleTop } from './ViewsChart';

const ID = '22222222-2222-4222-8222-222222222222';
const PATH = `/api/listings/${ID}/statistics`;

/** 30 days ending 28 Nov 2026, 3 views on the last day and one on the first. */
function buildStatistics(): ListingStatistics {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 28 - 29 + i)).toISOString().slice(0, 10);
    return { day, views: i === 29 ? 3 : i === 0 ? 1 : 0, saves: i === 29 ? 1 : 0, messages: 0 };
  });
  return {
    listingId: ID,
    name: 'Lakeside Flat',
    days,
    totals: { views: 4, saves: 1, messages: 0 },
  };
}

function serve(answer: () => ListingStatistics | Response = buildStatistics) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return signedInSession();
    if (url.pathname === PATH) return answer();
    if (url.pathname.startsWith('/api/me/conversations')) return { unreadCount: 0 };
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

const renderPage = () =>
  renderAt(`/statistics/${ID}`, signedInPageAt(['/statistics/:listingId'], <StatisticsPage />));

describe('StatisticsPage', () => {
  it('shows the totals, the chart and the table of the last 30 days, oldest first', async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Statistics for Lakeside Flat' });
    const totals = screen.getByText('Saves', { selector: 'dt' }).closest('dl')!;
    expect(
      within(totals)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Views', 'Saves', 'Messages']);
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4', '1', '0']);
    expect(screen.getByRole('img', { name: 'Views per day, last 30 days' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Views']);
    expect(rows[1]).toHaveTextContent('30 Oct 2026');
    expect(rows[1]).toHaveTextContent('1');
    expect(rows[30]).toHaveTextContent('28 Nov 2026');
    expect(rows[30]).toHaveTextContent('3');
  });

  it("shows the not-found page for a listing that is not the visitor's", async () => {
    serve(() => errorResponse(404, 'NOT_FOUND', 'Listing not found'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});

describe('scaleTop', () => {
  it.each([
    [0, 4],
    [3, 4],
    [7, 10],
    [12, 20],
    [23, 25],
    [180, 200],
    [260, 500],
  ])('tops %i views at %i', (most, top) => expect(scaleTop(most)).toBe(top));
});
