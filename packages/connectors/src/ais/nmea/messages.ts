import type { AisAddressedBinary, AisBroadcastBinary } from './binary/index.js';
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

/** Type 11: UTC and date response, shaped as a type 4 base station report. */
export interface AisUtcDateResponse extends Omit<AisBaseStationReport, 'type'> {
  type: 11;
}

/** Types 7 and 13: binary and safety-related acknowledgements; absent MMSIs are 0. */
export interface AisAcknowledge extends AisHeader {
  type: 7 | 13;
  mmsi1: number;
  mmsi2: number;
  mmsi3: number;
  mmsi4: number;
}

/** Type 10: UTC and date inquiry. */
export interface AisUtcDateInquiry extends AisHeader {
  type: 10;
  dest_mmsi: number;
}

/** Type 12: addressed safety-related message (six-bit text, trailing spaces trimmed). */
export interface AisSafetyMessage extends AisHeader {
  type: 12;
  seqno: number;
  dest_mmsi: number;
  retransmit: boolean;
  text: string;
}

/** Type 14: broadcast safety-related message. */
export interface AisSafetyBroadcast extends AisHeader {
  type: 14;
  text: string;
}

/** Type 15: interrogation; the parts a short message leaves out are 0. */
export interface AisInterrogation extends AisHeader {
  type: 15;
  mmsi1: number;
  type1_1: number;
  offset1_1: number;
  type1_2: number;
  offset1_2: number;
  mmsi2: number;
  type2_1: number;
  offset2_1: number;
}

/** Type 16: assigned mode command; a message with one destination has 0 for the second. */
export interface AisAssignedModeCommand extends AisHeader {
  type: 16;
  mmsi1: number;
  offset1: number;
  increment1: number;
  mmsi2: number;
  offset2: number;
  increment2: number;
}

/**
 * Type 17: DGNSS broadcast. lon/lat in 1/10 minute (scaled: degrees, one decimal); `data` is
 * gpsd's "bits:hex" of the undecoded correction payload.
 */
export interface AisDgnssBroadcast extends AisHeader {
  type: 17;
  lon: number;
  lat: number;
  data: string;
}

/** Type 20: data link management, four slot reservations (unused ones are 0). */
export interface AisDataLinkManagement extends AisHeader {
  type: 20;
  offset1: number;
  number1: number;
  timeout1: number;
  increment1: number;
  offset2: number;
  number2: number;
  timeout2: number;
  increment2: number;
  offset3: number;
  number3: number;
  timeout3: number;
  increment3: number;
  offset4: number;
  number4: number;
  timeout4: number;
  increment4: number;
}

/**
 * Type 22: channel management, addressed to two stations (`dest1`, `dest2`) or to an area whose
 * corners are in 1/10 minute — scaled, gpsd prints them as strings of degrees ("%f").
 */
export interface AisChannelManagement extends AisHeader {
  type: 22;
  channel_a: number;
  channel_b: number;
  txrx: number;
  power: boolean;
  dest1?: number;
  dest2?: number;
  ne_lon?: number | string;
  ne_lat?: number | string;
  sw_lon?: number | string;
  sw_lat?: number | string;
  addressed: boolean;
  band_a: boolean;
  band_b: boolean;
  zonesize: number;
}

/** Type 23: group assignment command; corners as in type 22. */
export interface AisGroupAssignment extends AisHeader {
  type: 23;
  ne_lon: number | string;
  ne_lat: number | string;
  sw_lon: number | string;
  sw_lat: number | string;
  stationtype: number;
  stationtype_text: string;
  shiptype: number;
  shiptype_text: string;
  interval: number;
  quiet: number;
}

/**
 * Types 25 and 26: single- and multiple-slot binary messages, raw: `dest_mmsi` and `app_id` are
 * 0 when the message is not addressed or not structured; `data` is gpsd's "bits:hex".
 */
export interface AisSlotBinaryMessage extends AisHeader {
  type: 25;
  addressed: boolean;
  structured: boolean;
  dest_mmsi: number;
  app_id: number;
  data: string;
}

/** Type 26 adds the radio status of its last 20 bits (gpsd 3.22 always prints 0; see the fixtures README). */
export interface AisMultiSlotBinaryMessage extends Omit<AisSlotBinaryMessage, 'type'> {
  type: 26;
  radio: number;
}

/**
 * Type 27: long-range broadcast. lon/lat in 1/10 minute (scaled: degrees, one decimal), speed in
 * whole knots, course in whole degrees; scaled, gpsd prints `status` as its text.
 */
export interface AisLongRangeReport extends AisHeader {
  type: 27;
  status: number | string;
  accuracy: boolean;
  lon: number;
  lat: number;
  speed: number;
  course: number;
  raim: boolean;
  gnss: boolean;
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
  | AisAddressedBinary
  | AisBroadcastBinary
  | AisSarAircraftReport
  | AisClassBPositionReport
  | AisClassBExtendedReport
  | AisAidToNavigationReport
  | AisStaticDataReport
  | AisUtcDateResponse
  | AisAcknowledge
  | AisUtcDateInquiry
  | AisSafetyMessage
  | AisSafetyBroadcast
  | AisInterrogation
  | AisAssignedModeCommand
  | AisDgnssBroadcast
  | AisDataLinkManagement
  | AisChannelManagement
  | AisGroupAssignment
  | AisSlotBinaryMessage
  | AisMultiSlotBinaryMessage
  | AisLongRangeReport;

/** Every type ITU-R M.1371 defines (6 and 8 with their DAC/FI application payloads in binary/). */
export const SUPPORTED_AIS_TYPES: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
]);
