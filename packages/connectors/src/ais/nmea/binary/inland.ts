import type { BitReader } from '../bits.js';
import {
  directionText,
  emmaClassText,
  emmaTypeText,
  emmaWindText,
  hazardText,
  inlandShipTypeText,
  loadStatusText,
  MAX_HAZARD,
  rtaStatusText,
  signalStatusText,
} from './legends.js';
import { tenThousandthMinutes } from './positions.js';
import { emmaTime, unpaddedMonthDayTime } from './time-text.js';

/**
 * Inland AIS application payloads (DAC 200, the CCNR/ECE inland standard) that gpsd 3.22 decodes.
 * gpsd decodes each only at its exact length and prints the data bits otherwise.
 */

export interface InlandStaticVoyage {
  vin: string;
  length: number;
  beam: number;
  shiptype: number;
  shiptype_text: string;
  hazard: number;
  hazard_text: string;
  draught: number;
  loaded: number;
  loaded_text: string;
  speed_q: boolean;
  course_q: boolean;
  heading_q: boolean;
}

/**
 * EMMA weather warning. gpsd prints the warning's type and class under the keys "type" and
 * "class", which collide with the message's own; a JSON parser keeps only the last, losing the
 * message type. We name them `emma_type` and `emma_class` (the legends keep gpsd's names).
 */
export interface EmmaWarning {
  start: string;
  end: string;
  start_lon: number;
  start_lat: number;
  end_lon: number;
  end_lat: number;
  emma_type: number;
  type_text: string;
  min: number;
  max: number;
  emma_class: number;
  class_text: string;
  wind: number;
  wind_text: string;
}

export interface WaterLevels {
  country: string;
  gauges: { id: number; level: number }[];
}

export interface SignalStation {
  lon: number;
  lat: number;
  form: number;
  facing: number;
  direction: number;
  direction_text: string;
  status: number;
  status_text: string;
}

/** ETA (FI 21) or RTA (FI 22) at a lock, bridge or terminal. */
export interface InlandLockTime {
  country: string;
  locode: string;
  section: string;
  terminal: string;
  hectometre: string;
  eta: string;
  tugs?: number;
  airdraught?: number;
  status?: number;
  status_text?: string;
}

export type InlandBroadcastPayload = InlandStaticVoyage | EmmaWarning | WaterLevels | SignalStation;
export type InlandAddressedPayload = InlandLockTime | { crew: number; passengers: number; personnel: number };

const position = (raw: number, scaled: boolean): number => (scaled ? tenThousandthMinutes(raw) : raw);

function decodeStaticVoyage(b: BitReader): InlandStaticVoyage | undefined {
  const hazard = b.u(141, 3);
  // gpsd's guard against other payloads sent under FI 10: a hazard code past its table.
  if (hazard > MAX_HAZARD) return undefined;
  const shiptype = b.u(127, 14);
  const loaded = b.u(155, 2);
  return {
    vin: b.text(56, 8),
    length: b.u(104, 13),
    beam: b.u(117, 10),
    shiptype,
    shiptype_text: inlandShipTypeText(shiptype),
    hazard,
    hazard_text: hazardText(hazard),
    draught: b.u(144, 11),
    loaded,
    loaded_text: loadStatusText(loaded),
    speed_q: b.u(157, 1) !== 0,
    course_q: b.u(158, 1) !== 0,
    heading_q: b.u(159, 1) !== 0,
  };
}

function decodeEmmaWarning(b: BitReader, scaled: boolean): EmmaWarning {
  const type = b.u(222, 4);
  const intensity = b.u(244, 2);
  const wind = b.u(246, 4);
  return {
    // gpsd 3.22 prints the start as year-month-hour:minute:day (its argument order), the end right.
    start: emmaTime(b.u(56, 8), b.u(64, 4), b.u(90, 5), b.u(95, 6), b.u(68, 5)),
    end: emmaTime(b.u(73, 8), b.u(81, 4), b.u(85, 5), b.u(101, 5), b.u(106, 6)),
    start_lon: position(b.s(112, 28), scaled),
    start_lat: position(b.s(140, 27), scaled),
    end_lon: position(b.s(167, 28), scaled),
    end_lat: position(b.s(195, 27), scaled),
    emma_type: type,
    type_text: emmaTypeText(type),
    min: b.s(226, 9),
    max: b.s(235, 9),
    emma_class: intensity,
    class_text: emmaClassText(intensity),
    wind,
    wind_text: emmaWindText(wind),
  };
}

function decodeSignalStation(b: BitReader, scaled: boolean): SignalStation {
  const direction = b.u(124, 3);
  const status = b.u(127, 30);
  return {
    lon: position(b.s(56, 28), scaled),
    lat: position(b.s(84, 27), scaled),
    form: b.u(111, 4),
    facing: b.u(115, 9),
    direction,
    direction_text: directionText(direction),
    status,
    status_text: signalStatusText(status),
  };
}

/** Type 8, DAC 200: FI 10 static and voyage data, 23 EMMA warning, 24 water levels, 40 signal station. */
export function decodeInlandBroadcast(
  b: BitReader,
  fid: number,
  scaled: boolean,
): InlandBroadcastPayload | undefined {
  if (fid === 10 && b.length === 168) return decodeStaticVoyage(b);
  if (fid === 23 && b.length === 256) return decodeEmmaWarning(b, scaled);
  if (fid === 24 && b.length === 168) {
    const gauges: { id: number; level: number }[] = [];
    for (let at = 68; at < b.length; at += 25) gauges.push({ id: b.u(at, 11), level: b.s(at + 11, 14) });
    // gpsd prints the country without JSON escaping; six-bit text cannot hold a control character.
    return { country: b.text(56, 2), gauges };
  }
  if (fid === 40 && b.length === 168) return decodeSignalStation(b, scaled);
  return undefined;
}

function decodeLockTime(b: BitReader): InlandLockTime {
  return {
    country: b.text(88, 2),
    locode: b.text(100, 3),
    section: b.text(118, 5),
    terminal: b.text(148, 5),
    hectometre: b.text(178, 5),
    eta: unpaddedMonthDayTime(b.u(208, 4), b.u(212, 5), b.u(217, 5), b.u(222, 6)),
  };
}

/** Type 6, DAC 200: FI 21 ETA and FI 22 RTA at a lock, bridge or terminal, FI 55 persons on board. */
export function decodeInlandAddressed(b: BitReader, fid: number): InlandAddressedPayload | undefined {
  if (fid === 21 && b.length === 248)
    return { ...decodeLockTime(b), tugs: b.u(228, 3), airdraught: b.u(231, 12) };
  if (fid === 22 && b.length === 232) {
    const status = b.u(228, 2);
    return { ...decodeLockTime(b), status, status_text: rtaStatusText(status) };
  }
  if (fid === 55 && b.length === 168)
    return { crew: b.u(88, 8), passengers: b.u(96, 13), personnel: b.u(109, 8) };
  return undefined;
}
