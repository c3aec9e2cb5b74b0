import { BitWriter } from '../bit-writer.js';
import { type Dimensions, draughtField, writeDimensions } from '../fields.js';

/** ETA as typed by the crew (UTC, no year); null fields are sent as "not available". */
export interface AisEta {
  month: number | null;
  day: number | null;
  hour: number | null;
  minute: number | null;
}

/** Type 5: class A static and voyage related data (424 bits, two sentences). */
export interface StaticVoyageData {
  mmsi: number;
  /** 0 = ITU-R M.1371-1, 1 = -3, 2 = -5 or later. */
  aisVersion: number;
  /** 0 when not available. */
  imo: number;
  callSign: string;
  name: string;
  shipType: number;
  dimensions: Dimensions | null;
  /** Position fixing device: 1 GPS, 3 GPS/GLONASS, 7 surveyed, 0 undefined. */
  epfd: number;
  eta: AisEta | null;
  draughtM: number | null;
  destination: string;
  /** false: data terminal ready. */
  dteNotReady: boolean;
}

export function encodeStaticVoyage(m: StaticVoyageData): BitWriter {
  const w = new BitWriter()
    .uint(5, 6)
    .uint(0, 2)
    .uint(m.mmsi, 30)
    .uint(m.aisVersion, 2)
    .uint(m.imo, 30)
    .text(m.callSign, 7)
    .text(m.name, 20)
    .uint(m.shipType, 8);
  writeDimensions(w, m.dimensions);
  w.uint(m.epfd, 4);
  writeEta(w, m.eta);
  return w.uint(draughtField(m.draughtM), 8).text(m.destination, 20).bool(m.dteNotReady).uint(0, 1);
}

function writeEta(w: BitWriter, eta: AisEta | null): void {
  w.uint(eta?.month ?? 0, 4)
    .uint(eta?.day ?? 0, 5)
    .uint(eta?.hour ?? 24, 5)
    .uint(eta?.minute ?? 60, 6);
}
