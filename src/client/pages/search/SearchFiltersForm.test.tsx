import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../test/render';
import { SearchFiltersForm } from './SearchFiltersForm';
import { useSearchFilters } from './useSearchFilters';

function Form() {
  const { filters, apply } = useSearchFilters();
  return <SearchFiltersForm filters={filters} onChange={apply} />;
}
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

describe('Enter in the search form', () => {
  it('applies a typed field at once', async () => {
    mockFetch(() => ({ places: [] }));
    const user = userEvent.setup();
    renderAt(
      '/search',
      <>
        <Form />
        <Where />
      </>,
    );
    const form = within(screen.getByRole('form', { name: 'Filters' }));
    await user.type(form.getByRole('spinbutton', { name: 'Max price' }), '40000{Enter}');
    expect(where()).toBe('?maxPrice=40000');
  });

  it('leaves the place box its own Enter, which takes the offer chosen', async () => {
    mockFetch(() => ({
      places: [{ label: 'Koramangala, Bengaluru', kind: 'locality' }],
    }));
    const user = userEvent.setup();
    renderAt(
      '/search',
      <>
        <Form />
        <Where />
      </>,
    );
    const place = screen.getByRole('combobox', { name: 'Locality or city' });
    await user.type(place, 'kora');
    // Offered after the box's own pause and the places' answer: on busy cores past 1 s.
    await screen.findByRole('option', { name: /Koramangala/ }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('?q=Koramangala%2C+Bengaluru');
    expect(place).toHaveValue('Koramangala, Bengaluru');
  });
});
