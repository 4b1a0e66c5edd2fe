import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../api/get-session';
import { sessionKey } from '../../api/session-key';
import { Navbar } from './Navbar';

function renderAt(path: string, session: Session | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation'));
}

const sessionOf = (moderator: boolean): Session => ({
  session: { id: 's', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u', name: 'Mira', email: 'mira@example.com', emailVerified: true, moderator },
});

describe('Navbar', () => {
  it('links Explore, Offers, Saved and Profile', () => {
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offer');
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['/', 'Explore'],
    ['/offer', 'Offers'],
    ['/saved', 'Saved'],
    ['/profile', 'Profile'],
  ])('marks only the current entry on %s', (path, current) => {
    const nav = renderAt(path);
    for (const link of nav.getAllByRole('link')) {
      if (link.textContent === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('has no Moderation link for others', () => {
    expect(renderAt('/', sessionOf(false)).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it('links Moderation for a moderator', () => {
    const nav = renderAt('/moderation', sessionOf(true));
    const link = nav.getByRole('link', { name: 'Moderation' });
    expect(link).toHaveAttribute('href', '/moderation');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('marks no entry on other pages', () => {
    const nav = renderAt('/category/rent');
    for (const link of nav.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
