/**
 * How closely a result pins the address: a street address, a locality or neighbourhood, a PIN
 * code area, or only the city (or a larger area).
 */
export type GeocodePrecision = 'address' | 'locality' | 'postcode' | 'city';

/** What every geocoder driver answers for an address it recognises. */
export interface GeocodeResult {
  lat: number;
  lng: number;
  /** The place chosen, as people write it: "Koramangala, Bengaluru, Karnataka 560034". */
  formattedAddress: string;
  precision: GeocodePrecision;
}

/** Turns an address into coordinates; null means the address is not recognised. */
export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult | null>;
}

/** The remote geocoding service failed (refused, over quota, HTTP error, timeout): answer 503. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}
