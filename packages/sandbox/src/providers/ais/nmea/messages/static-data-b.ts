import { BitWriter } from '../bit-writer.js';
import { type Dimensions, writeDimensions } from '../fields.js';

/** Type 24 part A: the class B unit's name (168 bits, the standard length incl. 8 spare bits). */
export interface StaticDataA {
  mmsi: number;
  name: string;
}

export function encodeStaticDataA(m: StaticDataA): BitWriter {
  return new BitWriter().uint(24, 6).uint(0, 2).uint(m.mmsi, 30).uint(0, 2).text(m.name, 20).uint(0, 8);
}

/** Type 24 part B: ship type, equipment vendor, call sign and dimensions (168 bits). */
export interface StaticDataB {
  mmsi: number;
  shipType: number;
  /** Three 6-bit characters of the manufacturer's id (ITU-R M.1371-4 layout). */
  vendorId: string;
  model: number;
  serial: number;
  callSign: string;
  dimensions: Dimensions | null;
}

export function encodeStaticDataB(m: StaticDataB): BitWriter {
  const w = new BitWriter()
    .uint(24, 6)
    .uint(0, 2)
    .uint(m.mmsi, 30)
    .uint(1, 2)
    .uint(m.shipType, 8)
    .text(m.vendorId, 3)
    .uint(m.model, 4)
    .uint(m.serial, 20)
    .text(m.callSign, 7);
  writeDimensions(w, m.dimensions);
  return w.uint(0, 6);
}
