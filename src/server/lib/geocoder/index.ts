export { GeocoderUnavailableError, type GeocodeResult, type Geocoder } from './geocoder';
export { addressKey, createGeocoder, type GeocoderOptions } from './create-geocoder';
