import { expect } from 'vitest';
import type { SearchPage } from '../../shared/schemas/search';
import { systemClock } from '../lib/clock';
import { createPlaceFinder } from '../lib/geocoder';
import { createListingsRepository } from '../modules/listings/listings.repository';
import { createListingsService } from '../modules/listings/listings.service';
import { createListingCellsRepository } from '../modules/search/listing-cells.repository';
import { createSearchRepository } from '../modules/search/search.repository';
import { createSearchService } from '../modules/search/search.service';
import type { TestContext } from './app';

/** The search service on a test app's database, with smaller limits to reach them in a test. */
export const searchServiceOf = (
  t: TestContext,
  limits: { maxPins?: number; countCap?: number } = {},
) =>
  createSearchService({
    repository: createSearchRepository(t.database.db),
    cells: createListingCellsRepository(t.database.db),
    listings: createListingsService({
      repository: createListingsRepository(t.database.db),
      storage: t.storage,
      clock: systemClock,
    }),
    places: createPlaceFinder(),
    ...limits,
  });

/** A page of `GET /api/search?<query>` as a visitor asks it; anything but a 200 fails the test. */
export async function searchPage(t: Pick<TestContext, 'app'>, query: string): Promise<SearchPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchPage>();
}
