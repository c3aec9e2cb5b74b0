import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portApproachesFrom } from '@tracklane/domain';
import type { LonLat } from '../model.js';
import type { ReferenceData } from '../reference/index.js';

/** Hand-placed approach waypoints for ports far from any lane (see data/SOURCES.md). */
export const APPROACHES_FILE = join('sea-lanes', 'port-approaches.json');

/**
 * Canonical locode → waypoints from the port out to open water. Without them a port joins the
 * network by a straight leg to the nearest lane, which for Tokyo runs across the Boso peninsula.
 */
export function loadPortApproaches(reference: ReferenceData): Map<string, LonLat[]> {
  const raw = portApproachesFrom(JSON.parse(readFileSync(join(reference.dataDir, APPROACHES_FILE), 'utf8')));
  const approaches = new Map<string, LonLat[]>();
  for (const [code, points] of raw) {
    const port = reference.ports.get(code);
    if (!port) throw new Error(`${APPROACHES_FILE}: unknown port ${code}`);
    approaches.set(port.locode, points);
  }
  return approaches;
}
