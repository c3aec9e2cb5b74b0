import { createSeaRouter } from '../../geo/index.js';
import type { SeaRouter } from '../../model.js';
import { loadReferenceData, type ReferenceData } from '../../reference/index.js';
import { buildFleet, type Fleet } from '../index.js';

/** The default world's fleet window: 183 days back, 10 weeks ahead of a fixed anchor. */
export const SEED = 42;
export const DAY = 86_400_000;
export const ANCHOR = Date.UTC(2026, 10, 21, 6);
export const FROM = ANCHOR - 183 * DAY;
export const TO = ANCHOR + 70 * DAY;

export interface FleetFixture {
  reference: ReferenceData;
  router: SeaRouter;
  fleet: Fleet;
  buildMs: number;
}

let fixture: FleetFixture | undefined;

/** Real reference data, the real sea router and the fleet built once per test file. */
export function defaultFleet(): FleetFixture {
  if (!fixture) {
    const reference = loadReferenceData();
    const router = createSeaRouter(reference);
    const started = performance.now();
    const fleet = buildFleet({ seed: SEED, from: FROM, to: TO, reference, router });
    fixture = { reference, router, fleet, buildMs: performance.now() - started };
  }
  return fixture;
}
