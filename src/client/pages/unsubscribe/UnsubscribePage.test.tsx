import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

describe('UnsubscribePage', () => {
  it('unsubscribes on opening, then Undo puts the choice back', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const fetchMock = mockFetch(() => null);
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      return path === '/api/unsubscribe'
        ? Response.json({ name: 'Rent in Pune', previous: 'weekly' })
        : new Response(null, { status: 204 });
    });
    renderAt('/unsubscribe?token=signed', <UnsubscribePage />);

    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/Rent in Pune/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('E-mails for “Rent in Pune” are back on.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/unsubscribe', body: { token: 'signed' } },
      { path: '/api/unsubscribe/undo', body: { token: 'signed', frequency: 'weekly' } },
    ]);
  });

  it('says a forged or broken link is not valid', async () => {
    mockFetch(() => errorResponse(400, 'INVALID_TOKEN', 'This link is not valid'));
    renderAt('/unsubscribe?token=forged', <UnsubscribePage />);
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
