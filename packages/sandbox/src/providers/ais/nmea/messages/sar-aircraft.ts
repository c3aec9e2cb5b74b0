import { BitWriter } from '../bit-writer.js';
import { cogField, latField, lonField, utcSecondField } from '../fields.js';

/** Type 9: a search-and-rescue aircraft's position report (168 bits, one sentence). */
export interface SarAircraftReport {
  /** SAR aircraft have MMSIs of the form 111MIDXXX. */
  mmsi: number;
  /** Metres; null = not available (4095). */
  altitudeM: number | null;
  /** Knots (whole knots on the air); null = not available (1023). */
  sogKn: number | null;
  accuracy: boolean;
  lon: number;
  lat: number;
  cogDeg: number | null;
  fixTime: number | null;
  raim: boolean;
  radio: number;
}

export function encodeSarAircraft(m: SarAircraftReport): BitWriter {
  const altitude =
    m.altitudeM === null || !Number.isFinite(m.altitudeM)
      ? 4095
      : Math.max(0, Math.min(4094, Math.round(m.altitudeM)));
  const speed =
    m.sogKn === null || !Number.isFinite(m.sogKn) ? 1023 : Math.max(0, Math.min(1022, Math.round(m.sogKn)));
  return new BitWriter()
    .uint(9, 6)
    .uint(0, 2)
    .uint(m.mmsi, 30)
    .uint(altitude, 12)
    .uint(speed, 10)
    .bool(m.accuracy)
    .int(lonField(m.lon), 28)
    .int(latField(m.lat), 27)
    .uint(cogField(m.cogDeg), 12)
    .uint(utcSecondField(m.fixTime), 6)
    .uint(0, 8) // regional
    .uint(1, 1) // DTE: 1 = not ready (no display)
    .uint(0, 3) // spare
    .bool(false) // assigned mode
    .bool(m.raim)
    .uint(m.radio, 20);
}
