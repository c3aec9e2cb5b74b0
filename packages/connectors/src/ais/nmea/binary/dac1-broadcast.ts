import type { BitReader } from '../bits.js';
import { ID_TYPES, signalText } from './legends.js';
import { decodeMetHydro236, decodeMetHydro289, type MetHydro236, type MetHydro289 } from './met-hydro.js';
import { thousandthMinutes } from './positions.js';
import { decodeRoute, type RouteInformation } from './route.js';
import { monthDayTime } from './time-text.js';

/**
 * International application payloads of broadcast binary messages (type 8, DAC 1) that gpsd 3.22
 * decodes, at gpsd's bit offsets (the payload starts at bit 56).
 */

export interface FairwayClosed {
  reason: string;
  closefrom: string;
  closeto: string;
  radius: number;
  extunit: number;
  from: string;
  to: string;
}

/** A VTS-generated target; the identifier field is named by its type (`mmsi`, `imo`, `callsign` or `other`). */
export interface SyntheticTarget {
  idtype: number;
  idtype_text: string;
  mmsi?: string;
  imo?: string;
  callsign?: string;
  other?: string;
  lat: number;
  lon: number;
  course: number;
  second: number;
  speed: number;
}

export interface MarineTrafficSignal {
  linkage: number;
  station: string;
  lon: number;
  lat: number;
  status: number;
  signal: number;
  signal_text: string;
  hour: number;
  minute: number;
  nextsignal: number;
  nextsignal_text: string;
}

export type BroadcastDac1Payload =
  | MetHydro236
  | MetHydro289
  | FairwayClosed
  | { airdraught: number }
  | { persons: number }
  | { targets: SyntheticTarget[] }
  | MarineTrafficSignal
  | RouteInformation
  | { linkage: number; text: string };

function decodeTargets(b: BitReader, scaled: boolean): SyntheticTarget[] {
  const targets: SyntheticTarget[] = [];
  // 122-bit targets while one *starts* within the message (gpsd 3.22's `<=`): a message ending on
  // a target boundary gets one more target of zeros, as gpsd prints it.
  for (let at = 56; at <= b.length; at += 122) {
    const idtype = b.u(at, 2);
    const name = ID_TYPES[idtype] as (typeof ID_TYPES)[number];
    // The identifier is 42 bits; gpsd keeps the low 32 of a number and prints it as a string.
    const id = idtype <= 1 ? String(b.u(at + 12, 32)) : b.text(at + 2, 7);
    const lat = b.s(at + 48, 24);
    const lon = b.s(at + 72, 25);
    targets.push({
      idtype,
      idtype_text: name,
      [name]: id,
      lat: scaled ? thousandthMinutes(lat) : lat,
      lon: scaled ? thousandthMinutes(lon) : lon,
      course: b.u(at + 97, 9),
      second: b.u(at + 106, 6),
      speed: b.u(at + 112, 10),
    });
  }
  return targets;
}

/** The payload, or undefined for a FI gpsd leaves undecoded (it then prints the data bits). */
export function decodeBroadcastDac1(
  b: BitReader,
  fid: number,
  scaled: boolean,
): BroadcastDac1Payload | undefined {
  switch (fid) {
    case 11: // IMO 236 meteorological and hydrological data
      return decodeMetHydro236(b, scaled);
    case 13: // IMO 236 fairway closed; gpsd prints month before day although day is sent first
      return {
        reason: b.text(56, 20),
        closefrom: b.text(176, 20),
        closeto: b.text(296, 20),
        radius: b.u(416, 10),
        extunit: b.u(426, 2),
        from: monthDayTime(b.u(433, 4), b.u(428, 5), b.u(437, 5), b.u(442, 6)),
        to: monthDayTime(b.u(453, 4), b.u(448, 5), b.u(457, 5), b.u(462, 6)),
      };
    case 15: // IMO 236 extended ship static data
      return { airdraught: b.u(56, 11) };
    case 16:
      // Persons on board (IMO 289: 136 data bits, IMO 236: 72). gpsd 3.22 stores the count in the
      // type 8 record but prints the type 6 one, which is always 0 then; reproduced for comparability.
      return b.length - 56 === 136 || b.length - 56 === 72 ? { persons: 0 } : undefined;
    case 17: // IMO 289 VTS-generated/synthetic targets
      return { targets: decodeTargets(b, scaled) };
    case 19: {
      // IMO 289 marine traffic signal; gpsd prints the position scaled even in unscaled output.
      const signal = b.u(237, 5);
      const nextsignal = b.u(253, 5);
      return {
        linkage: b.u(56, 10),
        station: b.text(66, 20),
        lon: thousandthMinutes(b.s(186, 25)),
        lat: thousandthMinutes(b.s(211, 24)),
        status: b.u(235, 2),
        signal,
        signal_text: signalText(signal),
        hour: b.u(242, 5),
        minute: b.u(247, 6),
        nextsignal,
        nextsignal_text: signalText(nextsignal),
      };
    }
    case 27: // IMO 289 route information, broadcast
      return decodeRoute(b, 56, scaled);
    case 29: // IMO 289 text description, broadcast
      return { linkage: b.u(56, 10), text: b.text(66, Math.floor((b.length - 66) / 6)) };
    case 31: // IMO 289 meteorological and hydrological data
      return decodeMetHydro289(b, scaled);
    default:
      return undefined;
  }
}
