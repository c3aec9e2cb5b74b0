import { BitWriter } from '../bit-writer.js';
import { type NavigationFields, rotField, writeNavigation } from '../fields.js';

/** Types 1, 2 and 3: the class A position report (168 bits, one sentence). */
export interface PositionReportA extends NavigationFields {
  /** 1 scheduled (SOTDMA), 2 assigned, 3 special / response to interrogation (ITDMA). */
  type: 1 | 2 | 3;
  mmsi: number;
  /** Navigational status 0–15 (0 under way using engine, 1 at anchor, 5 moored, 15 undefined). */
  navStatus: number;
  /** Rate of turn in degrees per minute (positive = starboard), null = not available. */
  rotDegPerMin: number | null;
  /** 0 not available, 1 no special manoeuvre, 2 special manoeuvre. */
  maneuver: 0 | 1 | 2;
  raim: boolean;
  /** 19-bit communication state (SOTDMA for 1 and 2, ITDMA for 3). */
  radio: number;
}

export function encodePositionReportA(m: PositionReportA): BitWriter {
  const w = new BitWriter()
    .uint(m.type, 6)
    .uint(0, 2) // repeat indicator: heard directly
    .uint(m.mmsi, 30)
    .uint(m.navStatus, 4)
    .int(rotField(m.rotDegPerMin), 8);
  writeNavigation(w, m);
  return w.uint(m.maneuver, 2).uint(0, 3).bool(m.raim).uint(m.radio, 19);
}
