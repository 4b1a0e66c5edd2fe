import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import { SAVED_SEARCHES_MAX } from '../../../shared/constants';
import type { SavedSearch, SavedSearches } from '../../../shared/schemas/saved';
import { alertTexts } from '../../../shared/texts/alerts';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { withOwnerAndOther } from '../../test/owner-and-other';
import { savedSearchCells } from './saved-searches.table';
import { eq } from 'drizzle-orm';

const given = withOwnerAndOther();

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user?: SignedUpUser,
  payload?: object,
) {
  return given.t.app.inject({
    method,
    url,
    headers: { origin: given.t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const save = (user: SignedUpUser | undefined, payload: object) =>
  send('POST', '/api/me/searches', user, payload);

async function saved(user: SignedUpUser, payload: object): Promise<SavedSearch> {
  const response = await save(user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

describe('saved searches', () => {
  it('keeps the facts’ filters: in its query, in the matching index, and refuses bad ones', async () => {
    const user = await signUp(given.t);
    const facts = await saved(user, {
      name: 'Roomy in Pune',
      query:
        'amenities=gym,lift&tenant=family&availableBy=2026-12-31&maxArea=1500&minArea=800&q=Pune&sort=area_desc',
    });
    const query =
      'q=Pune&minArea=800&maxArea=1500&availableBy=2026-12-31&tenant=family&amenities=lift%2Cgym&sort=area_desc';
    expect(facts.query).toBe(query);
    const list = await send('GET', '/api/me/searches', user);
    expect(list.json<SavedSearches>().searches.find((s) => s.id === facts.id)?.query).toBe(query);
    const cells = await given.t.database.db
      .select()
      .from(savedSearchCells)
      .where(eq(savedSearchCells.searchId, facts.id));
    expect(cells.length).toBeGreaterThan(0);
    // A tenant is asked of rents only: filed with them. Lift is bit 0, gym bit 3.
    expect(cells[0]).toMatchObject({
      type: 'rent',
      minArea: 800,
      maxArea: 1500,
      availableBy: '2026-12-31',
      tenantBit: 1,
      amenityBits: 9,
    });
    const onlyMax = await saved(user, { name: 'Small homes', query: 'maxArea=600' });
    const [cell] = await given.t.database.db
      .select()
      .from(savedSearchCells)
      .where(eq(savedSearchCells.searchId, onlyMax.id));
    expect(cell).toMatchObject({
      type: 'any',
      minArea: null,
      maxArea: 600,
      tenantBit: 0,
      amenityBits: 0,
    });

    for (const bad of [
      'minArea=1500&maxArea=800',
      'tenant=students',
      'amenities=lift,sauna',
      'availableBy=2026-02-30',
      'minArea=-5',
    ]) {
      const response = await save(user, { name: 'Bad', query: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<ApiErrorBody>().error.issues?.[0]?.path?.[0], bad).toBe('query');
    }
  });

  it('saves a search with its query canonicalised, lists newest first, renames and deletes', async () => {
    const user = await signUp(given.t);
    const first = await saved(user, {
      name: '  Rent in Pune  ',
      query: 'sort=newest&beds=3,2&maxPrice=40000&q=Pune&type=rent&limit=5',
      frequency: 'instant',
    });
    expect(first).toMatchObject({
      name: 'Rent in Pune',
      query: 'type=rent&q=Pune&maxPrice=40000&beds=2%2C3',
      frequency: 'instant',
    });
    expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = await saved(user, { name: 'Anything', query: '' });
    expect(second.frequency).toBe('daily');

    const list = await send('GET', '/api/me/searches', user);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<SavedSearches>().searches.map((s) => s.id)).toEqual([second.id, first.id]);

    // The place's cells are in the matching index; a search of everywhere has one row.
    const cells = await given.t.database.db
      .select()
      .from(savedSearchCells)
      .where(eq(savedSearchCells.searchId, first.id));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells[0]).toMatchObject({ type: 'rent', maxPrice: 40_000, minPrice: 0, bedsMask: 12 });

    const renamed = await send('PATCH', `/api/me/searches/${first.id}`, user, {
      name: 'Pune flats',
      frequency: 'weekly',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: first.id, name: 'Pune flats', frequency: 'weekly' });

    const deleted = await send('DELETE', `/api/me/searches/${first.id}`, user);
    expect(deleted.statusCode).toBe(204);
    const after = await send('GET', '/api/me/searches', user);
    expect(after.json<SavedSearches>().searches.map((s) => s.id)).toEqual([second.id]);
    expect(
      await given.t.database.db
        .select()
        .from(savedSearchCells)
        .where(eq(savedSearchCells.searchId, first.id)),
    ).toEqual([]);
  });

  it('reads the query strictly, as GET /api/search does: 400 naming what is wrong', async () => {
    for (const query of ['minPrice=abc', 'beds=7', 'minPrice=50000&maxPrice=100', 'bbox=1,2,3']) {
      const response = await save(given.owner, { name: 'Bad', query });
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.[0]?.path[0]).toBe('query');
    }
    for (const payload of [
      { name: '', query: '' },
      { name: 'x', query: '', frequency: 'hourly' },
      { query: '' },
    ]) {
      expect((await save(given.owner, payload)).statusCode).toBe(400);
    }
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per account, even saved at once: then 409`, async () => {
    const user = await signUp(given.t);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 5 }, (_, i) =>
        save(user, { name: `Search ${i}`, query: `q=Pune&minPrice=${i}` }),
      ),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    const refused = answers.find((response) => response.statusCode === 409)!;
    expect(refused.json<ApiErrorBody>().error).toEqual({
      code: 'SAVED_SEARCHES_LIMIT',
      message: alertTexts.tooManySearches,
    });
    const list = await send('GET', '/api/me/searches', user);
    expect(list.json<SavedSearches>().searches).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it("answers 404 for another user's search and for an unknown one, 401 to a visitor", async () => {
    const search = await saved(given.owner, { name: 'Mine', query: 'type=sale' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const requests: ['PATCH' | 'DELETE', string, object | undefined][] = [
      ['PATCH', `/api/me/searches/${search.id}`, { name: 'Taken' }],
      ['DELETE', `/api/me/searches/${search.id}`, undefined],
    ];
    for (const [method, url, payload] of requests) {
      expect((await send(method, url, given.other, payload)).statusCode).toBe(404);
      expect(
        (await send(method, url.replace(search.id, unknown), given.owner, payload)).statusCode,
      ).toBe(404);
      expect((await send(method, url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await send('GET', '/api/me/searches', undefined)).statusCode).toBe(401);
    expect((await save(undefined, { name: 'Visitor', query: '' })).statusCode).toBe(401);
    const others = await send('GET', '/api/me/searches', given.other);
    expect(others.json<SavedSearches>().searches.map((s) => s.id)).not.toContain(search.id);
    const mine = await send('GET', '/api/me/searches', given.owner);
    expect(mine.json<SavedSearches>().searches.find((s) => s.id === search.id)?.name).toBe('Mine');
    expect((await send('PATCH', `/api/me/searches/${search.id}`, given.owner, {})).statusCode).toBe(
      400,
    );
    expect((await send('DELETE', '/api/me/searches/not-a-uuid', given.owner)).statusCode).toBe(400);
  });
});
