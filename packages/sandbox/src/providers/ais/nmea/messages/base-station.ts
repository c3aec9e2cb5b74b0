import { BitWriter } from '../bit-writer.js';
import { latField, lonField } from '../fields.js';

/** Type 4: a shore base station's position and UTC time (168 bits). */
export interface BaseStationReport {
  /** Base stations have MMSIs of the form 00MIDXXXX. */
  mmsi: number;
  /** The UTC instant the station reports, epoch ms. */
  time: number;
  accuracy: boolean;
  lon: number;
  lat: number;
  /** 7 = surveyed, the usual fix type of a fixed station. */
  epfd: number;
  raim: boolean;
  radio: number;
}

export function encodeBaseStation(m: BaseStationReport): BitWriter {
  const d = new Date(m.time);
  return new BitWriter()
    .uint(4, 6)
    .uint(0, 2)
    .uint(m.mmsi, 30)
    .uint(d.getUTCFullYear(), 14)
    .uint(d.getUTCMonth() + 1, 4)
    .uint(d.getUTCDate(), 5)
    .uint(d.getUTCHours(), 5)
    .uint(d.getUTCMinutes(), 6)
    .uint(d.getUTCSeconds(), 6)
    .bool(m.accuracy)
    .int(lonField(m.lon), 28)
    .int(latField(m.lat), 27)
    .uint(m.epfd, 4)
    .uint(0, 10)
    .bool(m.raim)
    .uint(m.radio, 19);
}
