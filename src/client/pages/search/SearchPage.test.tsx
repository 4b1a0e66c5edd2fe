import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildListing } from '../../test/fixtures';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { signedInSession } from '../../test/routes';
import type { SearchPage as SearchAnswer } from '../../../shared/schemas/search';
import { SearchPage } from './SearchPage';

/** Where the page is: path and query. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

/** The search API with one home, the session (or none), and `saved` for POST /api/me/searches. */
function serve(
  options: { signedIn?: boolean; saved?: () => Response; place?: SearchAnswer['place'] } = {},
) {
  const listing = buildListing({ type: 'rent' });
  return mockFetch((url, method) => {
    if (url.pathname === '/api/search') {
      const place = options.place ?? null;
      return { items: [listing], nextCursor: null, total: 1, totalCapped: false, place };
    }
    if (url.pathname === '/api/auth/get-session')
      return options.signedIn ? signedInSession() : null;
    if (url.pathname === '/api/me/searches' && method === 'POST') return options.saved?.();
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

// jsdom matches no media query: the page is a phone's.
const open = (path: string) =>
  renderAt(
    path,
    <>
      <SearchPage />
      <Where />
    </>,
  );

describe('SearchPage on a phone', () => {
  it('opens the one "Filters" form in a dialog from "Filters"; a change applies at once', async () => {
    serve();
    const user = userEvent.setup();
    open('/search?type=rent');
    expect(await screen.findByText('1 home')).toHaveAttribute('role', 'status');

    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(screen.getAllByRole('form', { name: 'Filters' })).toHaveLength(1);
    const form = within(dialog).getByRole('form', { name: 'Filters' });
    expect(within(form).getByRole('radio', { name: 'Rent' })).toBeChecked();

    await user.click(within(form).getByRole('checkbox', { name: 'Furnished' }));
    expect(where()).toBe('/search?type=rent&furnished=1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(screen.getAllByRole('form', { name: 'Filters' })).toHaveLength(1);
  });

  it('applies a price still being typed when the dialog closes', async () => {
    serve();
    const user = userEvent.setup();
    open('/search');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Max price'), '40000');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(where()).toBe('/search?maxPrice=40000');
  });

  it('shows the active filters as chips that remove them, focus moving on', async () => {
    serve();
    const user = userEvent.setup();
    open('/search?beds=2,3&furnished=1&maxPrice=40000');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove Max ₹40,000', 'Remove 2 bedrooms', 'Remove 3 bedrooms', 'Remove Furnished']);

    await user.click(screen.getByRole('button', { name: 'Remove 2 bedrooms' }));
    expect(where()).toBe('/search?maxPrice=40000&beds=3&furnished=1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove 3 bedrooms' })).toHaveFocus(),
    );

    // By keyboard, to the last one: then focus goes to "Filters".
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/search');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });
});

describe('SearchPage on a phone, by listing facts', () => {
  it('shows the facts as chips that remove them, and the dialog’s form holds them too', async () => {
    serve();
    const user = userEvent.setup();
    open(
      '/search?type=rent&minArea=800&maxArea=1500&availableBy=2026-12-01&tenant=family&amenities=lift,gym',
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Rent', '800–1,500 sq ft', 'Available by 1 Dec 2026', 'Family', 'Lift', 'Gym']);
    await user.click(screen.getByRole('button', { name: 'Remove Family' }));
    await user.click(screen.getByRole('button', { name: 'Remove 800–1,500 sq ft' }));
    expect(where()).toBe('/search?type=rent&availableBy=2026-12-01&amenities=lift%2Cgym');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(form.getByRole('combobox', { name: 'Tenant' })).toHaveValue('');
    expect(form.getByLabelText('Min area (sq ft)')).toHaveValue(null);
    expect(form.getByLabelText('Available by')).toHaveValue('2026-12-01');
    expect(form.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
    await user.type(form.getByLabelText('Min area (sq ft)'), '600');
    await user.click(form.getByRole('checkbox', { name: 'Lift' }));
    expect(where()).toBe('/search?type=rent&minArea=600&availableBy=2026-12-01&amenities=gym');

    await user.click(form.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/search');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

describe('Save search', () => {
  it('sends a visitor to sign in, coming back to this search', async () => {
    serve();
    const user = userEvent.setup();
    open('/search?type=rent&q=Bengaluru');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(where()).toBe('/sign-in?next=/search%3Ftype%3Drent%26q%3DBengaluru'),
    );
  });

  it('saves a signed-in person’s search under its summary, mailed daily', async () => {
    const fetchMock = serve({
      signedIn: true,
      saved: () => Response.json({ id: crypto.randomUUID() }, { status: 201 }),
    });
    const user = userEvent.setup();
    open('/search?type=rent&q=Bengaluru&maxPrice=40000&beds=2,3&sort=price_asc');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Rent in Bengaluru, 2–3 bedrooms, up to ₹40,000');
    expect(name).toHaveFocus();
    const often = within(dialog).getByRole('radiogroup', { name: 'E-mail me' });
    expect(
      within(often)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Instantly', 'Daily', 'Weekly', 'Never']);
    expect(within(often).getByRole('radio', { name: 'Daily' })).toBeChecked();
    await user.click(within(often).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Search saved');
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Rent in Bengaluru, 2–3 bedrooms, up to ₹40,000',
      query: 'type=rent&q=Bengaluru&maxPrice=40000&beds=2%2C3&sort=price_asc',
      frequency: 'weekly',
    });
  });

  it('names the place as the answer labels it (a Hindi page’s), the URL keeping its English', async () => {
    serve({
      signedIn: true,
      place: {
        name: 'Koramangala, Bengaluru, Karnataka 560034',
        label: 'कोरमंगला, बेंगलुरु',
        kind: 'locality',
        lat: 12.93,
        lng: 77.62,
        radiusKm: 2.5,
      },
    });
    const user = userEvent.setup();
    open('/search?q=Koramangala%2C+Bengaluru');
    const chip = await screen.findByRole('button', { name: 'Remove कोरमंगला, बेंगलुरु' });
    expect(chip).toHaveTextContent('कोरमंगला, बेंगलुरु');

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Homes in कोरमंगला, बेंगलुरु',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The box shows the name; a price typed beside it keeps the URL's place as it was.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(form.getByRole('combobox', { name: 'Locality or city' })).toHaveValue('कोरमंगला, बेंगलुरु');
    await user.type(form.getByLabelText('Max price'), '40000');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(where()).toBe('/search?q=Koramangala%2C+Bengaluru&maxPrice=40000');
  });

  it('shows the API’s refusal and keeps the dialog open', async () => {
    const refusal = 'You can keep at most 20 saved searches. Delete one to save another.';
    serve({ signedIn: true, saved: () => errorResponse(409, 'CONFLICT', refusal) });
    const user = userEvent.setup();
    open('/search');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('All homes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
  });
});
