import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { RenewPage } from './RenewPage';

const listing = { id: '0b7c2c55-9d3f-4c8e-9a53-0f6a1f1e2d3c', name: 'Lake flat', type: 'rent' };

describe('RenewPage', () => {
  it('renews on opening, once, and says until when the listing stays', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockFetch(() => null);
    fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({
        ...listing,
        status: 'listed',
        renewed: true,
        expiresAt: '2027-01-26T10:00:00.000Z',
      });
    });
    renderAt('/renew?token=signed', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Listing renewed' })).toBeInTheDocument();
    expect(screen.getByText('“Lake flat” stays listed until 26 January 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listing' })).toHaveAttribute(
      'href',
      `/category/rent/${listing.id}`,
    );
    expect(sent).toEqual([{ token: 'signed' }]);
  });

  it('says a used link changed nothing: the listing is already current, or out of the lists', async () => {
    mockFetch(() => ({
      ...listing,
      status: 'listed',
      renewed: false,
      expiresAt: '2027-02-01T10:00:00.000Z',
    }));
    const { unmount } = renderAt('/renew?token=used', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Already renewed' })).toBeInTheDocument();
    expect(
      screen.getByText('“Lake flat” is already current: it stays listed until 1 February 2027.'),
    ).toBeInTheDocument();
    unmount();

    mockFetch(() => ({ ...listing, status: 'rented', renewed: false, expiresAt: '2027-02-01' }));
    renderAt('/renew?token=used', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Not in the lists' })).toBeInTheDocument();
    expect(screen.getByText(/“Lake flat” is not in the lists \(Rented\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says a forged link is not valid, and a deleted listing is gone', async () => {
    mockFetch(() => errorResponse(400, 'INVALID_TOKEN', 'This renew link is not valid.'));
    const { unmount } = renderAt('/renew?token=forged', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    unmount();
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'This listing no longer exists.'));
    renderAt('/renew?token=gone', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
  });

  it('offers to try again when the server could not answer', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? errorResponse(503, 'DATABASE_UNAVAILABLE', 'Try again later')
        : { ...listing, status: 'listed', renewed: true, expiresAt: '2027-01-26T10:00:00.000Z' };
    });
    renderAt('/renew?token=signed', <RenewPage />);
    expect(await screen.findByRole('heading', { name: 'Not renewed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Listing renewed' })).toBeInTheDocument();
  });
});
