/** Points on the globe and the great-circle distance between them. Pure: no I/O, no packages. */

export type GeoPoint = { lat: number; lon: number };

/** Mean Earth radius (IUGG R1), in km. */
export const meanEarthRadiusKm = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km on a sphere of the mean Earth radius. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * meanEarthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point with finite coordinates on the globe (latitude within ±90°, longitude within ±180°). */
export function isGeoPoint(point: GeoPoint | null | undefined): point is GeoPoint {
  return (
    point != null &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lon) <= 180
  );
}
