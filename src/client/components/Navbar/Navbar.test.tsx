import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from './Navbar';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation'));
}

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

  it('marks no entry on other pages', () => {
    const nav = renderAt('/category/rent');
    for (const link of nav.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
