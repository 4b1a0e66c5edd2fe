/** What every geocoder driver answers for an address it recognises. */
export interface GeocodeResult {
  lat: number;
  lng: number;
  formattedAddress: string;
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
