import { queryOptions } from '@tanstack/react-query';
import { GEOCODE_ERROR_CODES } from '../../shared/api-errors';
import type { GeocodeAnswer } from '../../shared/schemas/geocode';
import { ApiRequestError, getJson, type RequestContext } from './http';

/** GET /api/geocode: the place an address is found at; null when none is. */
export async function geocodeAddress(
  address: string,
  context?: RequestContext,
): Promise<GeocodeAnswer | null> {
  try {
    return await getJson<GeocodeAnswer>(
      `/api/geocode?${new URLSearchParams({ address })}`,
      context,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === GEOCODE_ERROR_CODES.addressNotFound) {
      return null;
    }
    throw error;
  }
}

export function geocodeQuery(address: string) {
  return queryOptions({
    queryKey: ['geocode', address] as const,
    queryFn: (context) => geocodeAddress(address, context),
    // A place does not move: one lookup per address typed, for as long as the page is open.
    staleTime: Infinity,
    retry: 1,
  });
}
