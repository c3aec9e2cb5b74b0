import type { BitReader } from '../bits.js';
import { routeTypeText } from './legends.js';
import { tenThousandthMinutes } from './positions.js';
import { monthDayTimeZ } from './time-text.js';

/** IMO 289 route information: FI 27 broadcast (from bit 56), FI 28 addressed (from bit 88). */
export interface RouteInformation {
  linkage: number;
  sender: number;
  rtype: number;
  rtype_text: string;
  start: string;
  duration: number;
  waypoints: { lon: number; lat: number }[];
}

export function decodeRoute(b: BitReader, at: number, scaled: boolean): RouteInformation {
  const rtype = b.u(at + 13, 5);
  const waypoints: { lon: number; lat: number }[] = [];
  // gpsd takes the waypoint count as sent, reading zeros past the end of a short message.
  const count = b.u(at + 56, 5);
  for (let i = 0; i < count; i++) {
    const lon = b.s(at + 61 + 55 * i, 28);
    const lat = b.s(at + 89 + 55 * i, 27);
    waypoints.push(
      scaled ? { lon: tenThousandthMinutes(lon), lat: tenThousandthMinutes(lat) } : { lon, lat },
    );
  }
  return {
    linkage: b.u(at, 10),
    sender: b.u(at + 10, 3),
    rtype,
    rtype_text: routeTypeText(rtype),
    start: monthDayTimeZ(b.u(at + 18, 4), b.u(at + 22, 5), b.u(at + 27, 5), b.u(at + 32, 6)),
    duration: b.u(at + 38, 18),
    waypoints,
  };
}
