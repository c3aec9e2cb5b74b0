import type { TruckPoint } from '../../world/inland/index.js';

// Chinese freight GPS platforms send integer coordinates in units of 1/600000 degree (views.md §9).
const SCALE = 600_000;
const BEIJING_MS = 8 * 3_600_000;

/** `yyyyMMdd/HHmmss` in Beijing time, as the platforms stamp GPS fixes. */
export function gtm(t: number): string {
  const iso = new Date(t + BEIJING_MS).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}/${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function renderPoint(p: TruckPoint): Record<string, unknown> {
  return {
    lon: Math.round(p.lon * SCALE),
    lat: Math.round(p.lat * SCALE),
    spd: p.speedKmh,
    drc: p.direction,
    gtm: gtm(p.t),
    utc: p.t,
  };
}

/** Success envelope: the platforms wrap every answer in a status code and a result. */
export function ok(result: unknown): { status: number; body: unknown } {
  return { status: 200, body: { code: 0, msg: 'success', result } };
}
