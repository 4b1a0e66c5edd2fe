import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { MAP_ZOOM } from '../../../shared/constants';
import type { GeocodeAnswer } from '../../../shared/schemas/geocode';
import type { GeoLocation } from '../../../shared/schemas/listing';
import { geocodeQuery } from '../../api/geocode-address';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** The pause in typing after which the address is looked up. */
export const ADDRESS_LOOKUP_DELAY_MS = 600;
/** Close enough to place a pin on the right street; a city is shown whole. */
const LOCALITY_ZOOM = 15;

export interface AddressPin {
  /** What the lookup of the address typed found: nothing yet (idle), a place, no place, or an error. */
  status: 'idle' | 'found' | 'missing' | 'failed';
  place?: GeocodeAnswer | undefined;
  /** Where the pin stands, when there is one. */
  position?: GeoLocation | undefined;
  zoom: number;
  /** Changes when the pin jumps to a newly found place (the map re-centres on it), not on a drag. */
  placeKey: string;
  movePin: (position: GeoLocation) => void;
  /** The pin to save: set only when the owner moved it for the address as it is now. */
  moved?: GeoLocation | undefined;
}

/**
 * Looks the address up as the owner types (after a pause) and keeps the pin: where the address
 * was found, or where the owner dragged it. On edit, the listing's saved coordinates stand for its
 * saved address. A new address puts the pin back on the place found for it.
 */
export function useAddressPin(
  address: string,
  saved?: { address: string; position: GeoLocation },
): AddressPin {
  const typed = address.trim();
  const settled = useDebouncedValue(typed, ADDRESS_LOOKUP_DELAY_MS);
  const lookup = useQuery({ ...geocodeQuery(settled), enabled: settled !== '' });
  const [drag, setDrag] = useState<{ address: string; position: GeoLocation } | null>(null);
  const movePin = useCallback(
    (position: GeoLocation) => setDrag({ address: settled, position }),
    [settled],
  );

  const place = settled === '' ? undefined : (lookup.data ?? undefined);
  const savedHere = saved && saved.address.trim() === settled ? saved.position : undefined;
  const dragged = drag?.address === settled ? drag.position : undefined;
  const found = place && { lat: place.lat, lng: place.lng };
  let status: AddressPin['status'] = 'idle';
  if (settled !== '' && lookup.isSuccess) status = place ? 'found' : 'missing';
  else if (settled !== '' && lookup.isError) status = 'failed';

  return {
    status,
    place,
    position: dragged ?? savedHere ?? found,
    zoom: place?.precision === 'city' ? MAP_ZOOM - 1 : LOCALITY_ZOOM,
    placeKey: savedHere ? `saved:${settled}` : `${settled}|${found?.lat},${found?.lng}`,
    movePin,
    moved: drag?.address === typed ? drag.position : undefined,
  };
}
