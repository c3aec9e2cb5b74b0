import { distanceNm, initialBearingDeg, wrapLon } from './great-circle.js';
import type { LonLat, SeaPath } from './types.js';

/** A SeaPath through the points (lon folded into [−180, 180], repeated points dropped). */
export function toSeaPath(points: readonly LonLat[]): SeaPath {
  const kept: LonLat[] = [];
  const cumulativeNm: number[] = [];
  let total = 0;
  for (const raw of points) {
    const point: LonLat = [wrapLon(raw[0]), raw[1]];
    const last = kept[kept.length - 1];
    if (last) {
      const nm = distanceNm(last, point);
      if (nm === 0) continue;
      total += nm;
    }
    kept.push(point);
    cumulativeNm.push(total);
  }
  return { points: kept, cumulativeNm, lengthNm: total };
}

/** Index i of the segment points[i] → points[i+1] that holds distance nm (binary search). */
function segmentAt(cumulative: readonly number[], nm: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] as number) <= nm) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Position and course `nm` along the path (clamped to [0, lengthNm]). Path segments are short
 * (routes are densified to ≤ 30 nm), so interpolating lon/lat linearly stays on the great circle
 * to well under a mile. A segment that crosses 180° is interpolated the short way round.
 */
export function pointAlong(path: SeaPath, nm: number): { lon: number; lat: number; courseDeg: number } {
  const { points, cumulativeNm } = path;
  const first = points[0];
  if (!first) throw new Error('pointAlong: empty path');
  const second = points[1];
  if (!second) return { lon: first[0], lat: first[1], courseDeg: 0 };
  const distance = Math.min(Math.max(nm, 0), path.lengthNm);
  const i = segmentAt(cumulativeNm, distance);
  const a = points[i] as LonLat;
  const b = (points[i + 1] ?? a) as LonLat;
  const start = cumulativeNm[i] as number;
  const span = ((cumulativeNm[i + 1] ?? start) as number) - start;
  const f = span > 0 ? (distance - start) / span : 0;
  let dLon = b[0] - a[0];
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  const here: LonLat = [wrapLon(a[0] + f * dLon), a[1] + f * (b[1] - a[1])];
  // Course toward the segment's end; at the very end, the course the last segment arrived on.
  const courseDeg = f < 1 ? initialBearingDeg(here, b) : initialBearingDeg(a, b);
  return { lon: here[0], lat: here[1], courseDeg };
}
