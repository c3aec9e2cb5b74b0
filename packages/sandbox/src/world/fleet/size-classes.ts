import type { Rng } from '../rng.js';
import type { VesselClass } from './fleet-data.js';

/**
 * Container ship size classes as the trade names them. Dimensions follow capacity within a class
 * (a 14,000 TEU ship is longer and wider than an 8,000 TEU one); figures are typical of ships in
 * service: feeders ~170 m, Panamax ≤ 294 m × 32.3 m, Neo-Panamax ≤ 366 m × 51 m × 15.2 m (the new
 * Panama locks), ULCV ~400 m × 61 m × 16 m.
 */
interface ClassRange {
  teu: [number, number];
  lengthM: [number, number];
  beamM: [number, number];
  draughtM: [number, number];
  serviceSpeedKn: [number, number];
}

const CLASSES: Record<VesselClass, ClassRange> = {
  feeder: {
    teu: [1000, 3000],
    lengthM: [150, 200],
    beamM: [25, 32],
    draughtM: [9, 11],
    serviceSpeedKn: [17, 19],
  },
  panamax: {
    teu: [4000, 5100],
    lengthM: [260, 294],
    beamM: [32.2, 32.3],
    draughtM: [12, 13.5],
    serviceSpeedKn: [19, 21],
  },
  'neo-panamax': {
    teu: [8000, 14500],
    lengthM: [300, 366],
    beamM: [43, 51],
    draughtM: [14, 15.2],
    serviceSpeedKn: [20, 22],
  },
  ulcv: {
    teu: [20000, 24300],
    lengthM: [399, 400],
    beamM: [58.6, 61.5],
    draughtM: [16, 16.5],
    serviceSpeedKn: [21, 22],
  },
};

export interface ShipSize {
  teu: number;
  lengthM: number;
  beamM: number;
  draughtM: number;
  serviceSpeedKn: number;
}

const lerp = ([lo, hi]: [number, number], f: number): number => lo + (hi - lo) * f;
const round1 = (x: number): number => Math.round(x * 10) / 10;

export function drawShipSize(vesselClass: VesselClass, rng: Rng): ShipSize {
  const c = CLASSES[vesselClass];
  const f = rng.next();
  return {
    teu: Math.round(lerp(c.teu, f) / 10) * 10,
    lengthM: Math.round(lerp(c.lengthM, f)),
    beamM: round1(lerp(c.beamM, f)),
    draughtM: round1(lerp(c.draughtM, f)),
    serviceSpeedKn: round1(lerp(c.serviceSpeedKn, rng.next())),
  };
}
