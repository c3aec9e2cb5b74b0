import type { BitReader } from '../bits.js';
import { thousandthMinutes } from './positions.js';
import { printfFixed } from './printf-fixed.js';

/** Tidal window, addressed (type 6, DAC 1): FI 14 (IMO 236) and FI 32 (IMO 289). */
export interface TidalWindow {
  month: number;
  day: number;
  tidals: Tidal[];
}

interface Tidal {
  lon: number;
  lat: number;
  from_hour: number;
  from_min: number;
  to_hour: number;
  to_min: number;
  cdir: number;
  cspeed: number;
}

/** FI 14 puts latitude first (27 + 28 bits, 93-bit windows); FI 32 longitude (25 + 24, 88 bits). */
const LAYOUTS = {
  14: { size: 93, lon: [27, 28], lat: [0, 27], times: 55, speedWidth: 7 },
  32: { size: 88, lon: [0, 25], lat: [25, 24], times: 49, speedWidth: 8 },
} as const;

export function decodeTidalWindow(b: BitReader, fid: 14 | 32, scaled: boolean): TidalWindow {
  const layout = LAYOUTS[fid];
  const tidals: Tidal[] = [];
  // gpsd 3.22 loops while a window *starts* within the message (`<=`), so a message that ends
  // exactly at a window boundary, or a few bits past it, gets one more window read from zeros
  // — reproduced here (gpsd reads fill bits there too; the bit reader has cleared them).
  for (let at = 97; at <= b.length; at += layout.size) {
    const lon = b.s(at + layout.lon[0], layout.lon[1]);
    const lat = b.s(at + layout.lat[0], layout.lat[1]);
    const t = at + layout.times;
    const cspeed = b.u(t + 31, layout.speedWidth);
    tidals.push({
      lon: scaled ? thousandthMinutes(lon) : lon,
      lat: scaled ? thousandthMinutes(lat) : lat,
      from_hour: b.u(t, 5),
      from_min: b.u(t + 5, 6),
      to_hour: b.u(t + 11, 5),
      to_min: b.u(t + 16, 6),
      cdir: b.u(t + 22, 9),
      cspeed: scaled ? printfFixed(cspeed / 10, 1) : cspeed,
    });
  }
  return { month: b.u(88, 4), day: b.u(92, 5), tidals };
}
