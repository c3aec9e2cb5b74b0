import type { TagBlock } from './tag-block.js';

/**
 * Decoded AIS messages in gpsd's AIS JSON shape (field names, units, presence per type), so a
 * message serialised with JSON.stringify compares equal to a `gpsdecode` line. Unscaled, numbers
 * are the raw integers (`gpsdecode -u`): lon/lat in 1/10000 minute, speed in 0.1 kn, course in
 * 0.1°, draught in 0.1 m. Scaled (gpsdecode's default) they are degrees, knots and metres, and
 * "not available" values of turn and speed become gpsd's strings.
 */
export type AisTurn = number | 'nan' | 'fastleft' | 'fastright';
export type AisSpeed = number | 'nan' | 'fast';

export interface AisHeader {
  class: 'AIS';
  /** Only when the decoder was given a device name (gpsdecode prints "stdin"). */
  device?: string;
  repeat: number;
  mmsi: number;
  scaled: boolean;
  /** Our addition, not gpsd's: the NMEA 4.0 tag block the message arrived with. */
  tagblock?: TagBlock;
}

interface Dimensions {
  to_bow: number;
  to_stern: number;
  to_port: number;
  to_starboard: number;
}

/** Types 1, 2, 3: class A position report. */
export interface AisPositionReport extends AisHeader {
  type: 1 | 2 | 3;
  status: number;
  status_text: string;
  turn: AisTurn;
  speed: AisSpeed;
  accuracy: boolean;
  lon: number;
  lat: number;
  course: number;
  heading: number;
  second: number;
  maneuver: number;
  raim: boolean;
  radio: number;
}

/** Type 4: base station report; `timestamp` is "YYYY-MM-DDTHH:MM:SSZ" as sent (zeros kept). */
export interface AisBaseStationReport extends AisHeader {
  type: 4;
  timestamp: string;
  accuracy: boolean;
  lon: number;
  lat: number;
  epfd: number;
  epfd_text: string;
  raim: boolean;
  radio: number;
}

/** Type 5: class A static and voyage data; `eta` is "MM-DDTHH:MMZ". */
export interface AisStaticVoyageData extends AisHeader, Dimensions {
  type: 5;
  imo: number;
  ais_version: number;
  callsign: string;
  shipname: string;
  shiptype: number;
  shiptype_text: string;
  epfd: number;
  epfd_text: string;
  eta: string;
  draught: number;
  destination: string;
  dte: number;
}

/**
 * Type 9: standard SAR aircraft position report. `alt` is in metres (4095: not available, 4094:
 * 4094 m or higher; scaled, "nan" and "high"); `speed` is in whole knots, not tenths (1023: not
 * available, 1022: 1022 kn or faster; scaled, "nan" and "fast"). gpsd 3.22 prints no `assigned`.
 */
export interface AisSarAircraftReport extends AisHeader {
  type: 9;
  alt: number | 'nan' | 'high';
  speed: AisSpeed;
  accuracy: boolean;
  lon: number;
  lat: number;
  course: number;
  second: number;
  regional: number;
  dte: number;
  raim: boolean;
  radio: number;
}

/** Type 18: class B position report. */
export interface AisClassBPositionReport extends AisHeader {
  type: 18;
  reserved: number;
  speed: number;
  accuracy: boolean;
  lon: number;
  lat: number;
  course: number;
  heading: number;
  second: number;
  regional: number;
  cs: boolean;
  display: boolean;
  dsc: boolean;
  band: boolean;
  msg22: boolean;
  raim: boolean;
  radio: number;
}

/** Type 19: extended class B position report. */
export interface AisClassBExtendedReport extends AisHeader, Dimensions {
  type: 19;
  reserved: number;
  speed: number;
  accuracy: boolean;
  lon: number;
  lat: number;
  course: number;
  heading: number;
  second: number;
  regional: number;
  shipname: string;
  shiptype: number;
  shiptype_text: string;
  epfd: number;
  epfd_text: string;
  raim: boolean;
  dte: number;
  assigned: boolean;
}

/** Type 21: aid-to-navigation report; `name` includes the name extension. */
export interface AisAidToNavigationReport extends AisHeader, Dimensions {
  type: 21;
  aid_type: number;
  aid_type_text: string;
  name: string;
  accuracy: boolean;
  lon: number;
  lat: number;
  epfd: number;
  epfd_text: string;
  second: number;
  regional: number;
  off_position: boolean;
  raim: boolean;
  virtual_aid: boolean;
}

/** Type 24 part B fields; auxiliary craft (MMSI 98xxxxxxx) carry their mothership instead of dimensions. */
export interface AisStaticDataB {
  shiptype: number;
  shiptype_text: string;
  vendorid: string;
  model: number;
  serial: number;
  callsign: string;
  mothership_mmsi?: number;
  to_bow?: number;
  to_stern?: number;
  to_port?: number;
  to_starboard?: number;
}

/** Type 24: class B static data — part A alone, part B alone, or both merged (no `part`). */
export type AisStaticDataReport =
  | (AisHeader & { type: 24; part: 'A'; shipname: string })
  | (AisHeader & AisStaticDataB & { type: 24; part: 'B' })
  | (AisHeader & AisStaticDataB & { type: 24; part?: undefined; shipname: string });

export type AisMessage =
  | AisPositionReport
  | AisBaseStationReport
  | AisStaticVoyageData
  | AisSarAircraftReport
  | AisClassBPositionReport
  | AisClassBExtendedReport
  | AisAidToNavigationReport
  | AisStaticDataReport;

export const SUPPORTED_AIS_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 9, 18, 19, 21, 24]);
