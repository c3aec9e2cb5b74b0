import type { LonLat } from './types.js';

/** Mean Earth radius in nautical miles (6,371,008.8 m / 1,852 m). */
export const EARTH_RADIUS_NM = 6_371_008.8 / 1852;

const RAD = Math.PI / 180;

/** Great-circle distance in nautical miles (haversine; stable for short legs). */
export function distanceNm(a: LonLat, b: LonLat): number {
  const φ1 = a[1] * RAD;
  const φ2 = b[1] * RAD;
  const dφ = φ2 - φ1;
  const dλ = (b[0] - a[0]) * RAD;
  const h = Math.sin(dφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(dλ / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial course from a to b on the great circle, degrees clockwise from true north in [0, 360). */
export function initialBearingDeg(a: LonLat, b: LonLat): number {
  const φ1 = a[1] * RAD;
  const φ2 = b[1] * RAD;
  const dλ = (b[0] - a[0]) * RAD;
  const y = Math.sin(dλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dλ);
  const deg = Math.atan2(y, x) / RAD;
  return (deg + 360) % 360;
}

/** Longitude folded into [-180, 180]. */
export function wrapLon(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** The point a fraction `f` of the way from a to b along the great circle (spherical slerp). */
export function interpolateGreatCircle(a: LonLat, b: LonLat, f: number): LonLat {
  const φ1 = a[1] * RAD;
  const λ1 = a[0] * RAD;
  const φ2 = b[1] * RAD;
  const λ2 = b[0] * RAD;
  const d = distanceNm(a, b) / EARTH_RADIUS_NM;
  if (d < 1e-12) return a;
  const wa = Math.sin((1 - f) * d) / Math.sin(d);
  const wb = Math.sin(f * d) / Math.sin(d);
  const x = wa * Math.cos(φ1) * Math.cos(λ1) + wb * Math.cos(φ2) * Math.cos(λ2);
  const y = wa * Math.cos(φ1) * Math.sin(λ1) + wb * Math.cos(φ2) * Math.sin(λ2);
  const z = wa * Math.sin(φ1) + wb * Math.sin(φ2);
  return [Math.atan2(y, x) / RAD, Math.atan2(z, Math.hypot(x, y)) / RAD];
}

/**
 * The points of a great-circle leg from a to b (both included) no more than `maxNm` apart, so a
 * map that draws straight lines in lon/lat, and linear interpolation between points, both stay
 * within a fraction of a mile of the great circle.
 */
export function densify(a: LonLat, b: LonLat, maxNm: number): LonLat[] {
  const pieces = Math.ceil(distanceNm(a, b) / maxNm);
  if (pieces <= 1) return [a, b];
  const points: LonLat[] = [a];
  for (let i = 1; i < pieces; i++) points.push(interpolateGreatCircle(a, b, i / pieces));
  points.push(b);
  return points;
}
