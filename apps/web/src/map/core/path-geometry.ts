/** [lng, lat]; longitudes may be unwrapped past ±180 (a continuous trans-Pacific line). */
export type Position = [number, number];

const RAD = Math.PI / 180;
const mercatorY = (lat: number) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * RAD) / 2));

/** Great-circle distance in km; close enough for sharing time along a path. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLng = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The direction from a to b as drawn on the (Mercator) screen, degrees clockwise from north, so a
 * rotated icon lines up with the line it sits on.
 */
export function screenHeading(a: Position, b: Position): number {
  const dx = (b[0] - a[0]) * RAD;
  const dy = mercatorY(b[1]) - mercatorY(a[1]);
  if (dx === 0 && dy === 0) return 0;
  return (Math.atan2(dx, dy) / RAD + 360) % 360;
}

export interface PointAlong {
  point: Position;
  /** Screen heading of the segment the point lies on. */
  heading: number;
  /** Index of the segment's first vertex. */
  segment: number;
}

/** The point at `fraction` (0…1, clamped) of the path's length. */
export function pointAlong(path: readonly Position[], fraction: number): PointAlong | null {
  const first = path[0];
  if (!first) return null;
  if (path.length === 1) return { point: [first[0], first[1]], heading: 0, segment: 0 };
  const lengths = path.slice(1).map((p, i) => distanceKm(path[i] as Position, p));
  const total = lengths.reduce((sum, l) => sum + l, 0);
  let left = Math.max(0, Math.min(1, fraction)) * total;
  for (let i = 0; i < lengths.length; i++) {
    const a = path[i] as Position;
    const b = path[i + 1] as Position;
    const l = lengths[i] as number;
    if (left <= l || i === lengths.length - 1) {
      const t = l === 0 ? 1 : Math.min(1, left / l);
      return {
        point: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
        heading: screenHeading(a, b),
        segment: i,
      };
    }
    left -= l;
  }
  return null;
}

/** The path cut at `fraction` of its length: [sailed part, remaining part], sharing the cut point. */
export function splitPath(path: readonly Position[], fraction: number): [Position[], Position[]] {
  const at = pointAlong(path, fraction);
  if (!at) return [[], []];
  const head = [...path.slice(0, at.segment + 1), at.point];
  const tail = [at.point, ...path.slice(at.segment + 1)];
  return [head, tail];
}

/** Shifts a path by whole turns so its first point lies within 180° of `anchor`'s longitude. */
export function alignLongitudes(path: readonly Position[], anchorLng: number): Position[] {
  const first = path[0];
  if (!first) return [];
  const shift = 360 * Math.round((anchorLng - first[0]) / 360);
  return path.map(([lng, lat]) => [lng + shift, lat]);
}

/** Makes each point lie within 180° of the previous one (a continuous line on world copies). */
export function unwrapPath(path: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lng, lat] of path) {
    const previous = out[out.length - 1];
    out.push([previous ? lng + 360 * Math.round((previous[0] - lng) / 360) : lng, lat]);
  }
  return out;
}

/**
 * The same points moved by whole turns so they span the least longitude: Los Angeles and Shanghai
 * are fitted across the Pacific, not across the Atlantic. The window starts after the widest gap.
 */
export function compactLongitudes(points: readonly Position[]): Position[] {
  if (points.length < 2) return points.map(([lng, lat]) => [lng, lat]);
  const wrap = (lng: number) => (lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);
  const sorted = points.map(([lng]) => wrap(lng)).sort((a, b) => a - b);
  let start = sorted[0] as number;
  let widest = (sorted[0] as number) + 360 - (sorted[sorted.length - 1] as number);
  for (let i = 1; i < sorted.length; i++) {
    const gap = (sorted[i] as number) - (sorted[i - 1] as number);
    if (gap > widest) {
      widest = gap;
      start = sorted[i] as number;
    }
  }
  return points.map(([lng, lat]) => {
    const wrapped = wrap(lng);
    return [wrapped < start ? wrapped + 360 : wrapped, lat];
  });
}
