interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): exact enough for pins and places. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The largest haversine term (the `h` distanceKm computes) of a point within `radiusKm`: a
 * point lies within it when its `h` is at most this. SQL compares `h` with it, without the
 * arcsine and square root of every row.
 */
export function haversineWithin(radiusKm: number): number {
  return Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;
}

/** Kilometres in a degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = 111.32;

/** The box `radiusKm` each way around a point: west, south, east, north. */
export function boxAround(
  point: Point,
  radiusKm: number,
): [west: number, south: number, east: number, north: number] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180));
  return [point.lng - dLng, point.lat - dLat, point.lng + dLng, point.lat + dLat];
}
