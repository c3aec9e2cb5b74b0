import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LonLat } from '../model.js';

/** The marnet sea-lane network shipped in data/sea-lanes (see data/SOURCES.md). */
export const MARNET_FILE = join('sea-lanes', 'marnet_densified.json');

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

/** The LineStrings of the network as arrays of [lon, lat]; anything else is skipped. */
export function readMarnetLines(dataDir: string): LonLat[][] {
  const raw = JSON.parse(readFileSync(join(dataDir, MARNET_FILE), 'utf8')) as {
    features?: LineFeature[];
  };
  const lines: LonLat[][] = [];
  for (const feature of raw.features ?? []) {
    const geometry = feature.geometry;
    if (geometry?.type !== 'LineString' || !Array.isArray(geometry.coordinates)) continue;
    const line = geometry.coordinates.filter(isLonLat).map((c): LonLat => [c[0], c[1]]);
    if (line.length >= 2) lines.push(line);
  }
  if (lines.length === 0) throw new Error(`No sea lanes in ${join(dataDir, MARNET_FILE)}`);
  return lines;
}
