import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams } from '../../../shared/search-filters';
import { mockFetch, renderAt } from '../../test/render';
import { SearchFiltersForm } from './SearchFiltersForm';
import { useSearchFilters } from './useSearchFilters';

/** The form as the page holds it: its filters are the URL's, its changes go to the URL. */
function Form() {
  const { filters, apply } = useSearchFilters();
  return <SearchFiltersForm filters={filters} onChange={apply} />;
}
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

const open = (path: string) => {
  // The place box asks for nothing unless one types in it.
  mockFetch((url) => {
    throw new Error(`unexpected ${url.pathname}`);
  });
  renderAt(
    path,
    <>
      <Form />
      <Where />
    </>,
  );
  return within(screen.getByRole('form', { name: 'Filters' }));
};

describe('the search form’s filters by listing facts', () => {
  it('applies the areas after Enter or a pause, a minimum above the maximum swapped', async () => {
    const user = userEvent.setup();
    const form = open('/search');
    await user.type(form.getByRole('spinbutton', { name: 'Min area (sq ft)' }), '1500');
    await user.type(form.getByRole('spinbutton', { name: 'Max area (sq ft)' }), '800{Enter}');
    expect(where()).toBe('?minArea=800&maxArea=1500');
    expect(form.getByRole('spinbutton', { name: 'Min area (sq ft)' })).toHaveValue(800);
    expect(form.getByRole('spinbutton', { name: 'Max area (sq ft)' })).toHaveValue(1500);

    await user.clear(form.getByRole('spinbutton', { name: 'Max area (sq ft)' }));
    await waitFor(() => expect(where()).toBe('?minArea=800'));
  });

  it('applies the day "Available by" after a pause', async () => {
    const form = open('/search?type=rent');
    const day = form.getByLabelText('Available by');
    expect(day).toHaveAttribute('type', 'date');
    fireEvent.change(day, { target: { value: '2026-12-01' } });
    await waitFor(() => expect(where()).toBe('?type=rent&availableBy=2026-12-01'));
  });

  it('offers Tenant for rents and any type, not for a sale, whose choice drops the tenant', async () => {
    const user = userEvent.setup();
    const form = open('/search?tenant=company');
    const tenant = form.getByRole('combobox', { name: 'Tenant' });
    expect(tenant).toHaveValue('company');
    expect(
      within(tenant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Family', 'Bachelors', 'Company']);
    await user.selectOptions(tenant, 'Family');
    expect(where()).toBe('?tenant=family');

    await user.click(form.getByRole('radio', { name: 'Rent' }));
    expect(where()).toBe('?type=rent&tenant=family');
    await user.click(form.getByRole('radio', { name: 'Sale' }));
    expect(where()).toBe('?type=sale');
    expect(form.queryByRole('combobox', { name: 'Tenant' })).toBeNull();

    await user.click(form.getByRole('radio', { name: 'Any' }));
    expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('');
  });

  it('corrects a URL asking a sale for a tenant', async () => {
    const form = open('/search?type=sale&tenant=family');
    await waitFor(() => expect(where()).toBe('?type=sale'));
    expect(form.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
  });

  it('has a checkbox per amenity; the URL lists the ticked ones in the form’s order', async () => {
    const user = userEvent.setup();
    const form = open('/search');
    const amenities = form.getByRole('group', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Lift', 'Power backup', 'Security', 'Gym', 'Swimming pool', 'Piped gas']);
    await user.click(within(amenities).getByRole('checkbox', { name: 'Gym' }));
    await user.click(within(amenities).getByRole('checkbox', { name: 'Lift' }));
    expect(where()).toBe('?amenities=lift%2Cgym');
    expect(within(amenities).getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    await user.click(within(amenities).getByRole('checkbox', { name: 'Gym' }));
    expect(where()).toBe('?amenities=lift');
  });

  it('sorts by area or by price per square foot', async () => {
    const user = userEvent.setup();
    const form = open('/search');
    const sort = form.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Area: largest first');
    expect(where()).toBe('?sort=area_desc');
    await user.selectOptions(sort, 'Price per sq ft: low to high');
    expect(where()).toBe('?sort=ppsf_asc');
  });

  it('shows the URL’s facts, and its fields send the same search (the form without script)', () => {
    const query =
      'type=rent&minArea=800&maxArea=1500&availableBy=2026-12-01&tenant=family&amenities=lift%2Cpool&sort=area_desc';
    const form = open(`/search?${query}`);
    expect(form.getByLabelText('Min area (sq ft)')).toHaveValue(800);
    expect(form.getByLabelText('Max area (sq ft)')).toHaveValue(1500);
    expect(form.getByLabelText('Available by')).toHaveValue('2026-12-01');
    expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('family');
    expect(form.getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Swimming pool' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();

    const sent = new URLSearchParams(
      [...new FormData(screen.getByRole('form', { name: 'Filters' }))].map(
        ([name, value]) => [name, String(value)] as [string, string],
      ),
    );
    expect(filtersToParams(filtersFromParams(sent)).toString()).toBe(query);
  });

  it('clears the facts with "Clear filters"', async () => {
    const user = userEvent.setup();
    const form = open(
      '/search?minArea=800&availableBy=2026-12-01&tenant=bachelors&amenities=gym&sort=ppsf_asc',
    );
    await user.click(form.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('');
    expect(form.getByLabelText('Min area (sq ft)')).toHaveValue(null);
    expect(form.getByLabelText('Available by')).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();
    expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });
});
