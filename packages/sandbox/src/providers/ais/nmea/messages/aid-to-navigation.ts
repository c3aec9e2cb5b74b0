import { BitWriter } from '../bit-writer.js';
import { type Dimensions, latField, lonField, utcSecondField, writeDimensions } from '../fields.js';

/** Type 21: an aid to navigation's report (272 bits, one sentence; names over 20 characters extend it). */
export interface AidToNavigationReport {
  /** Aids to navigation have MMSIs of the form 99MIDXXXX. */
  mmsi: number;
  /** 0–31 (ITU-R M.1371 table 74): 24 port hand mark, 25 starboard hand mark, 29 safe water … */
  aidType: number;
  /** Up to 34 characters of the 6-bit alphabet. */
  name: string;
  accuracy: boolean;
  lon: number;
  lat: number;
  dimensions: Dimensions | null;
  /** 7 = surveyed, 1 = GPS. */
  epfd: number;
  /** When the position was fixed (its UTC second is sent), or null for "not available". */
  fixTime: number | null;
  offPosition: boolean;
  raim: boolean;
  /** A virtual aid: broadcast for a place with no physical mark (a new wreck, a closed channel). */
  virtualAid: boolean;
}

export function encodeAidToNavigation(m: AidToNavigationReport): BitWriter {
  const w = new BitWriter()
    .uint(21, 6)
    .uint(0, 2)
    .uint(m.mmsi, 30)
    .uint(m.aidType, 5)
    .text(m.name.slice(0, 20), 20)
    .bool(m.accuracy)
    .int(lonField(m.lon), 28)
    .int(latField(m.lat), 27);
  writeDimensions(w, m.dimensions);
  w.uint(m.epfd, 4)
    .uint(utcSecondField(m.fixTime), 6)
    .bool(m.offPosition)
    .uint(0, 8) // regional
    .bool(m.raim)
    .bool(m.virtualAid)
    .bool(false) // assigned mode
    .uint(0, 1); // spare
  const extension = m.name.slice(20, 34);
  // The extension is whole characters; the payload is padded to a byte by the fill bits.
  if (extension.length > 0) w.text(extension, extension.length);
  return w;
}
