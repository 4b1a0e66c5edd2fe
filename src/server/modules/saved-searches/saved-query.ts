import { PRICE_MAX } from '../../../shared/constants';
import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import { searchQuerySchema, type SearchQuery } from '../../../shared/schemas/search';
import { filtersToParams } from '../../../shared/search-filters';
import type { PlaceFinder } from '../../lib/geocoder';
import { validationFailed } from '../../lib/errors';
import { overlap, reachOf } from '../search/grid-cells';
import { criteriaOf } from '../search/search-criteria';
import { bitsOf, valuesOf } from '../search/search-conditions';
import { alertCellsOf, ANY_TYPE } from './alert-cells';
import type { NewSavedSearchRow, savedSearchCells } from './saved-searches.table';

type CellRow = Omit<typeof savedSearchCells.$inferInsert, 'searchId'>;

/** A saved search's query, read, with what it asks of a listing as columns and index rows. */
export interface SavedQuery {
  /** The query in /search's one order, defaults left out (filtersToParams). */
  canonical: string;
  columns: Pick<
    NewSavedSearchRow,
    | 'west'
    | 'south'
    | 'east'
    | 'north'
    | 'nearLat'
    | 'nearLng'
    | 'nearEast'
    | 'nearReach'
    | 'textPattern'
  >;
  /** Its rows of saved_search_cells; none when nothing can match it. */
  cells: CellRow[];
}

/**
 * Reads `query` as GET /api/search reads its URL (strictly: 400 naming the parameter otherwise)
 * and turns it into what matching needs: the place its `q` names is looked up once, now.
 */
export function readSavedQuery(query: string, places: PlaceFinder): SavedQuery {
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw validationFailed({ path: ['query', ...issue.path.map(String)], message: issue.message });
  }
  const read: SearchQuery = parsed.data;
  const canonical = filtersToParams({
    ...read,
    beds: read.beds ?? [],
    furnished: read.furnished ?? false,
    parking: read.parking ?? false,
    offer: read.offer ?? false,
    amenities: read.amenities ?? [],
  }).toString();
  const { criteria } = criteriaOf(read, places);
  const none = { canonical, columns: {}, cells: [] };
  if (!criteria) return none;
  const area = criteria.boxes.length > 0 ? overlap(criteria.boxes) : undefined;
  // Boxes that do not overlap: nothing can match.
  if (area === null) return none;
  const [west, south, east, north] = read.bbox ?? [];
  const near = criteria.near && { ...criteria.near, ...reachOf(criteria.near) };
  const columns: SavedQuery['columns'] = {
    west,
    south,
    east,
    north,
    nearLat: near?.lat,
    nearLng: near?.lng,
    nearEast: near?.east,
    nearReach: near?.reachSquared,
    textPattern: valuesOf(criteria).pattern as string | undefined,
  };
  const filters: Omit<CellRow, 'cell'> = {
    // A tenant is asked of rents only: such a search is filed with the rents.
    type: criteria.type ?? (criteria.tenant ? 'rent' : ANY_TYPE),
    minPrice: criteria.minPrice ?? 0,
    maxPrice: criteria.maxPrice ?? PRICE_MAX,
    bedsMask: criteria.beds.reduce((mask, beds) => mask | (1 << beds), 0),
    baths: criteria.baths ?? 0,
    furnished: criteria.furnished,
    parking: criteria.parking,
    offer: criteria.offer,
    minArea: criteria.minArea,
    maxArea: criteria.maxArea,
    availableBy: criteria.availableBy,
    tenantBit: criteria.tenant ? bitsOf(TENANTS, [criteria.tenant]) : 0,
    amenityBits: bitsOf(AMENITIES, criteria.amenities),
  };
  return { canonical, columns, cells: alertCellsOf(area).map((cell) => ({ cell, ...filters })) };
}
