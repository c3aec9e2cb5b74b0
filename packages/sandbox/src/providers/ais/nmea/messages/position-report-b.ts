import { BitWriter } from '../bit-writer.js';
import { type Dimensions, type NavigationFields, writeDimensions, writeNavigation } from '../fields.js';

/** Type 18: the standard class B CS position report (168 bits). */
export interface PositionReportB extends NavigationFields {
  mmsi: number;
  /** true: carrier-sense (CS) unit, false: SOTDMA unit. */
  csUnit: boolean;
  display: boolean;
  dsc: boolean;
  band: boolean;
  msg22: boolean;
  assigned: boolean;
  raim: boolean;
  /** 20 bits: a leading selector bit (1 = ITDMA) and the state; CS units send 1100000000000000110. */
  radio: number;
}

export function encodePositionReportB(m: PositionReportB): BitWriter {
  const w = new BitWriter().uint(18, 6).uint(0, 2).uint(m.mmsi, 30).uint(0, 8);
  writeNavigation(w, m);
  return w
    .uint(0, 2)
    .bool(m.csUnit)
    .bool(m.display)
    .bool(m.dsc)
    .bool(m.band)
    .bool(m.msg22)
    .bool(m.assigned)
    .bool(m.raim)
    .uint(m.radio, 20);
}

/** Type 19: the extended class B report with name, type and dimensions (312 bits). */
export interface ExtendedPositionReportB extends NavigationFields {
  mmsi: number;
  name: string;
  shipType: number;
  dimensions: Dimensions | null;
  epfd: number;
  raim: boolean;
  dteNotReady: boolean;
  assigned: boolean;
}

export function encodeExtendedPositionReportB(m: ExtendedPositionReportB): BitWriter {
  const w = new BitWriter().uint(19, 6).uint(0, 2).uint(m.mmsi, 30).uint(0, 8);
  writeNavigation(w, m);
  w.uint(0, 4).text(m.name, 20).uint(m.shipType, 8);
  writeDimensions(w, m.dimensions);
  return w.uint(m.epfd, 4).bool(m.raim).bool(m.dteNotReady).bool(m.assigned).uint(0, 4);
}
