import type { BitReader } from './bits.js';
import { epfdText, navStatusText } from './codes.js';
import type {
  AisBaseStationReport,
  AisClassBPositionReport,
  AisLongRangeReport,
  AisPositionReport,
  AisSarAircraftReport,
  AisUtcDateResponse,
} from './messages.js';
import { altitude, degrees, sarSpeed, speedA, tenthMinutes, tenths, timestamp, turn } from './scale.js';

/**
 * Position reports. Bit offsets and minimum lengths are gpsd 3.22's (driver_ais.c): a payload
 * shorter than gpsd accepts is "truncated", a longer one is decoded as far as defined.
 */

export function decodePositionA(b: BitReader, scaled: boolean): AisPositionReport | 'truncated' {
  if (b.length < 163) return 'truncated';
  const status = b.u(38, 4);
  const lon = b.s(61, 28);
  const lat = b.s(89, 27);
  const rot = b.s(42, 8);
  const speed = b.u(50, 10);
  const course = b.u(116, 12);
  return {
    class: 'AIS',
    type: b.u(0, 6) as 1 | 2 | 3,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    status,
    status_text: navStatusText(status),
    turn: scaled ? turn(rot) : rot,
    speed: scaled ? speedA(speed) : speed,
    accuracy: b.u(60, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    course: scaled ? tenths(course) : course,
    heading: b.u(128, 9),
    second: b.u(137, 6),
    maneuver: b.u(143, 2),
    raim: b.u(148, 1) !== 0,
    // A payload of 163–167 bits carries only the first bits of the radio status; gpsd reads
    // those as the value, not as the top of a 19-bit field.
    radio: b.length >= 168 ? b.u(149, 19) : b.u(149, b.length - 149),
  };
}

/** Type 4, and type 11 (UTC and date response), which has the same layout. */
export function decodeBaseStation(
  b: BitReader,
  scaled: boolean,
): AisBaseStationReport | AisUtcDateResponse | 'truncated' {
  if (b.length < 168) return 'truncated';
  const lon = b.s(79, 28);
  const lat = b.s(107, 27);
  const epfd = b.u(134, 4);
  return {
    class: 'AIS',
    type: b.u(0, 6) as 4 | 11,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    timestamp: timestamp(b.u(38, 14), b.u(52, 4), b.u(56, 5), b.u(61, 5), b.u(66, 6), b.u(72, 6)),
    accuracy: b.u(78, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    epfd,
    epfd_text: epfdText(epfd),
    raim: b.u(148, 1) !== 0,
    radio: b.u(149, 19),
  };
}

export function decodePositionB(b: BitReader, scaled: boolean): AisClassBPositionReport | 'truncated' {
  if (b.length < 168) return 'truncated';
  const speed = b.u(46, 10);
  const lon = b.s(57, 28);
  const lat = b.s(85, 27);
  const course = b.u(112, 12);
  return {
    class: 'AIS',
    type: 18,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    reserved: b.u(38, 8),
    speed: scaled ? tenths(speed) : speed,
    accuracy: b.u(56, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    course: scaled ? tenths(course) : course,
    heading: b.u(124, 9),
    second: b.u(133, 6),
    regional: b.u(139, 2),
    cs: b.u(141, 1) !== 0,
    display: b.u(142, 1) !== 0,
    dsc: b.u(143, 1) !== 0,
    band: b.u(144, 1) !== 0,
    msg22: b.u(145, 1) !== 0,
    raim: b.u(147, 1) !== 0,
    radio: b.u(148, 20),
  };
}

export function decodeSarAircraft(b: BitReader, scaled: boolean): AisSarAircraftReport | 'truncated' {
  if (b.length < 168) return 'truncated';
  const alt = b.u(38, 12);
  const speed = b.u(50, 10);
  const lon = b.s(61, 28);
  const lat = b.s(89, 27);
  const course = b.u(116, 12);
  return {
    class: 'AIS',
    type: 9,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    alt: scaled ? altitude(alt) : alt,
    speed: scaled ? sarSpeed(speed) : speed,
    accuracy: b.u(60, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    course: scaled ? tenths(course) : course,
    second: b.u(128, 6),
    regional: b.u(134, 8),
    dte: b.u(142, 1),
    raim: b.u(147, 1) !== 0,
    radio: b.u(148, 20),
  };
}

/** Type 27: long-range broadcast, 96 bits (gpsd also accepts the 168 some transmitters send). */
export function decodeLongRange(
  b: BitReader,
  scaled: boolean,
): AisLongRangeReport | 'truncated' | 'oversized' {
  if (b.length !== 96 && b.length !== 168) return b.length < 96 ? 'truncated' : 'oversized';
  const status = b.u(40, 4);
  const lon = b.s(44, 18);
  const lat = b.s(62, 17);
  return {
    class: 'AIS',
    type: 27,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    status: scaled ? navStatusText(status) : status,
    accuracy: b.u(38, 1) !== 0,
    lon: scaled ? tenthMinutes(lon) : lon,
    lat: scaled ? tenthMinutes(lat) : lat,
    speed: b.u(79, 6),
    course: b.u(85, 9),
    raim: b.u(39, 1) !== 0,
    gnss: b.u(94, 1) !== 0,
  };
}
