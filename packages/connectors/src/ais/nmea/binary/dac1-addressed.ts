import type { BitReader } from '../bits.js';
import { berthPositionText } from './legends.js';
import { thousandthMinutes } from './positions.js';
import { printfFixed } from './printf-fixed.js';
import { decodeRoute, type RouteInformation } from './route.js';
import { decodeTidalWindow, type TidalWindow } from './tidal-window.js';
import { monthDayTimeZ, unpaddedMonthDayTime } from './time-text.js';

/**
 * International application payloads of addressed binary messages (type 6, DAC 1) that gpsd 3.22
 * decodes, at gpsd's bit offsets (message bits, the payload starting at bit 88). gpsd decodes
 * them whatever the message length, reading zeros past the end.
 */

export interface DangerousCargo236 {
  lastport: string;
  departure: string;
  nextport: string;
  eta: string;
  dangerous: string;
  imdcat: string;
  unid: number;
  amount: number;
  unit: number;
}

export interface BerthingData {
  linkage: number;
  berth_length: number;
  position: number;
  position_text: string;
  arrival: string;
  availability: number;
  agent: number;
  fuel: number;
  chandler: number;
  stevedore: number;
  electrical: number;
  water: number;
  customs: number;
  cartage: number;
  crane: number;
  lift: number;
  medical: number;
  navrepair: number;
  provisions: number;
  shiprepair: number;
  surveyor: number;
  steam: number;
  tugs: number;
  solidwaste: number;
  liquidwaste: number;
  hazardouswaste: number;
  ballast: number;
  additional: number;
  regional1: number;
  regional2: number;
  future1: number;
  future2: number;
  berth_name: string;
  berth_lon: number;
  berth_lat: number;
  berth_depth: number;
}

export type AddressedDac1Payload =
  | DangerousCargo236
  | TidalWindow
  | { airdraught: number }
  | { persons: number }
  | { linkage: number; arrival: string; portname: string; destination: string; lon: number; lat: number }
  | BerthingData
  | { unit: number; amount: number; cargos: { code: number; subtype: number }[] }
  | RouteInformation
  | { linkage: number; text: string };

/** The 2-bit service availability fields of berthing data, in order from bit 139. */
const BERTH_SERVICES = [
  'agent',
  'fuel',
  'chandler',
  'stevedore',
  'electrical',
  'water',
  'customs',
  'cartage',
  'crane',
  'lift',
  'medical',
  'navrepair',
  'provisions',
  'shiprepair',
  'surveyor',
  'steam',
  'tugs',
  'solidwaste',
  'liquidwaste',
  'hazardouswaste',
  'ballast',
  'additional',
  'regional1',
  'regional2',
  'future1',
  'future2',
] as const;

function decodeBerthingData(b: BitReader, scaled: boolean): BerthingData {
  const position = b.u(115, 3);
  const services = {} as Record<(typeof BERTH_SERVICES)[number], number>;
  BERTH_SERVICES.forEach((name, i) => {
    services[name] = b.u(139 + 2 * i, 2);
  });
  const lon = b.s(311, 25);
  const lat = b.s(336, 24);
  const depth = b.u(107, 8);
  return {
    linkage: b.u(88, 10),
    berth_length: b.u(98, 9),
    position,
    position_text: berthPositionText(position),
    arrival: unpaddedMonthDayTime(b.u(118, 4), b.u(122, 5), b.u(127, 5), b.u(132, 6)),
    availability: b.u(138, 1),
    ...services,
    berth_name: b.text(191, 20),
    berth_lon: scaled ? thousandthMinutes(lon) : lon,
    berth_lat: scaled ? thousandthMinutes(lat) : lat,
    berth_depth: scaled ? printfFixed(depth * 0.1, 1) : depth,
  };
}

/** The payload, or undefined for a FI gpsd leaves undecoded (it then prints the data bits). */
export function decodeAddressedDac1(
  b: BitReader,
  fid: number,
  scaled: boolean,
): AddressedDac1Payload | undefined {
  switch (fid) {
    case 12: // IMO 236 dangerous cargo indication
      return {
        lastport: b.text(88, 5),
        departure: monthDayTimeZ(b.u(118, 4), b.u(122, 5), b.u(127, 5), b.u(132, 6)),
        nextport: b.text(138, 5),
        eta: monthDayTimeZ(b.u(168, 4), b.u(172, 5), b.u(177, 5), b.u(182, 6)),
        dangerous: b.text(188, 20),
        imdcat: b.text(308, 4),
        unid: b.u(332, 13),
        amount: b.u(345, 10),
        unit: b.u(355, 2),
      };
    case 14: // IMO 236 tidal window
    case 32: // IMO 289 tidal window
      return decodeTidalWindow(b, fid, scaled);
    case 15:
      // IMO 236 extended ship static data. gpsd 3.22 reads the air draught at bit 56, inside the
      // destination MMSI, whatever the payload says; reproduced for comparability.
      return { airdraught: b.u(56, 11) };
    case 16:
      // Persons on board: IMO 289's 136-bit payload has the count at bit 88; gpsd 3.22 takes any
      // other length as IMO 236 and reads bit 55 (inside the destination MMSI).
      return { persons: b.length - 88 === 136 ? b.u(88, 13) : b.u(55, 13) };
    case 18: {
      // IMO 289 clearance time to enter port
      const lon = b.s(268, 25);
      const lat = b.s(293, 24);
      return {
        linkage: b.u(88, 10),
        arrival: monthDayTimeZ(b.u(98, 4), b.u(102, 5), b.u(107, 5), b.u(112, 6)),
        portname: b.text(118, 20),
        destination: b.text(238, 5),
        lon: scaled ? thousandthMinutes(lon) : lon,
        lat: scaled ? thousandthMinutes(lat) : lat,
      };
    }
    case 20: // IMO 289 berthing data
      return decodeBerthingData(b, scaled);
    case 25: {
      // IMO 289 dangerous cargo indication: 17-bit cargo entries while one starts before the end.
      const cargos: { code: number; subtype: number }[] = [];
      for (let at = 100; at < b.length; at += 17) cargos.push({ code: b.u(at, 4), subtype: b.u(at + 4, 13) });
      return { unit: b.u(88, 2), amount: b.u(90, 10), cargos };
    }
    case 28: // IMO 289 route information, addressed
      return decodeRoute(b, 88, scaled);
    case 30: // IMO 289 text description, addressed
      return { linkage: b.u(88, 10), text: b.text(98, Math.floor((b.length - 98) / 6)) };
    default:
      return undefined;
  }
}
