export {
  GeocoderUnavailableError,
  type GeocodePrecision,
  type GeocodeResult,
  type Geocoder,
} from './geocoder';
export {
  addressKey,
  createGeocoder,
  type GeocoderOptions,
  type GeocoderSettings,
} from './create-geocoder';
export { createPlaceFinder, type FoundPlace, type PlaceFinder } from './place-finder';
export type { PlaceSuggestion } from './place-suggestions';
