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
