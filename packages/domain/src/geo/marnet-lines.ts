import type { LonLat } from './types.js';

interface LineFeature {
  geometry?: { type?: string; coordinates?: unknown };
}

function isLonLat(value: unknown): value is LonLat {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  );
}

/**
 * The LineStrings of a parsed marnet GeoJSON FeatureCollection as arrays of [lon, lat]; anything
 * else is skipped. The caller reads and parses the file, so this stays free of I/O.
 */
export function marnetLinesFrom(parsed: unknown): LonLat[][] {
  const features = (parsed as { features?: LineFeature[] } | null)?.features;
  const lines: LonLat[][] = [];
  for (const feature of Array.isArray(features) ? features : []) {
    const geometry = feature.geometry;
    if (geometry?.type !== 'LineString' || !Array.isArray(geometry.coordinates)) continue;
    const line = geometry.coordinates.filter(isLonLat).map((c): LonLat => [c[0], c[1]]);
    if (line.length >= 2) lines.push(line);
  }
  if (lines.length === 0) throw new Error('No sea lanes (LineString features) in the marnet data');
  return lines;
}

/** Approach waypoints by port code from a parsed port-approaches.json ({ approaches: {...} }). */
export function portApproachesFrom(parsed: unknown): Map<string, LonLat[]> {
  const raw = (parsed as { approaches?: Record<string, [number, number][]> } | null)?.approaches ?? {};
  const approaches = new Map<string, LonLat[]>();
  for (const [code, points] of Object.entries(raw)) {
    approaches.set(
      code,
      points.map(([lon, lat]): LonLat => [lon, lat]),
    );
  }
  return approaches;
}
