import type { BitReader } from './bits.js';
import { shipTypeText, stationTypeText } from './codes.js';
import type {
  AisAcknowledge,
  AisAssignedModeCommand,
  AisChannelManagement,
  AisDataLinkManagement,
  AisGroupAssignment,
  AisInterrogation,
  AisSafetyBroadcast,
  AisSafetyMessage,
  AisUtcDateInquiry,
} from './messages.js';
import { cornerText } from './scale.js';

/**
 * Link management and safety messages (types 7, 10, 12–16, 20, 22, 23). Offsets and length
 * limits are gpsd 3.22's (driver_ais.c); a payload outside the limits is "truncated" when too
 * short and "oversized" when too long, as gpsd rejects both.
 */

/** Types 7 and 13: up to four acknowledged MMSIs, 32 bits apart. */
export function decodeAcknowledge(b: BitReader, scaled: boolean): AisAcknowledge | 'truncated' | 'oversized' {
  if (b.length < 72) return 'truncated';
  if (b.length > 168) return 'oversized';
  const ack = (i: number) => (b.length > 40 + 32 * i ? b.u(40 + 32 * i, 30) : 0);
  return {
    class: 'AIS',
    type: b.u(0, 6) as 7 | 13,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    mmsi1: ack(0),
    mmsi2: ack(1),
    mmsi3: ack(2),
    mmsi4: ack(3),
  };
}

export function decodeUtcDateInquiry(b: BitReader, scaled: boolean): AisUtcDateInquiry | 'truncated' {
  if (b.length < 72) return 'truncated';
  return { class: 'AIS', type: 10, repeat: b.u(6, 2), mmsi: b.u(8, 30), scaled, dest_mmsi: b.u(40, 30) };
}

/** Text fills the rest of the payload: as many whole six-bit characters as it holds. */
const restText = (b: BitReader, start: number) => b.text(start, Math.floor((b.length - start) / 6));

export function decodeSafetyMessage(
  b: BitReader,
  scaled: boolean,
): AisSafetyMessage | 'truncated' | 'oversized' {
  if (b.length < 72) return 'truncated';
  if (b.length > 1008) return 'oversized';
  return {
    class: 'AIS',
    type: 12,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    seqno: b.u(38, 2),
    dest_mmsi: b.u(40, 30),
    retransmit: b.u(70, 1) !== 0,
    text: restText(b, 72),
  };
}

export function decodeSafetyBroadcast(
  b: BitReader,
  scaled: boolean,
): AisSafetyBroadcast | 'truncated' | 'oversized' {
  if (b.length < 40) return 'truncated';
  if (b.length > 960) return 'oversized';
  return { class: 'AIS', type: 14, repeat: b.u(6, 2), mmsi: b.u(8, 30), scaled, text: restText(b, 40) };
}

export function decodeInterrogation(
  b: BitReader,
  scaled: boolean,
): AisInterrogation | 'truncated' | 'oversized' {
  if (b.length < 88) return 'truncated';
  if (b.length > 168) return 'oversized';
  const second = b.length > 90;
  const third = b.length > 110;
  return {
    class: 'AIS',
    type: 15,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    mmsi1: b.u(40, 30),
    type1_1: b.u(70, 6),
    offset1_1: b.u(76, 12),
    type1_2: second ? b.u(90, 6) : 0,
    offset1_2: second ? b.u(96, 12) : 0,
    mmsi2: third ? b.u(110, 30) : 0,
    type2_1: third ? b.u(140, 6) : 0,
    offset2_1: third ? b.u(146, 12) : 0,
  };
}

export function decodeAssignedModeCommand(
  b: BitReader,
  scaled: boolean,
): AisAssignedModeCommand | 'truncated' | 'oversized' {
  if (b.length < 96) return 'truncated';
  if (b.length > 168) return 'oversized';
  const second = b.length >= 144;
  return {
    class: 'AIS',
    type: 16,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    mmsi1: b.u(40, 30),
    offset1: b.u(70, 12),
    increment1: b.u(82, 10),
    mmsi2: second ? b.u(92, 30) : 0,
    offset2: second ? b.u(122, 12) : 0,
    increment2: second ? b.u(134, 10) : 0,
  };
}

/** Type 20: every slot is read whatever the length (bits past the end read as zero). */
export function decodeDataLinkManagement(
  b: BitReader,
  scaled: boolean,
): AisDataLinkManagement | 'truncated' | 'oversized' {
  if (b.length < 72) return 'truncated';
  if (b.length > 186) return 'oversized';
  return {
    class: 'AIS',
    type: 20,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    offset1: b.u(40, 12),
    number1: b.u(52, 4),
    timeout1: b.u(56, 3),
    increment1: b.u(59, 11),
    offset2: b.u(70, 12),
    number2: b.u(82, 4),
    timeout2: b.u(86, 3),
    increment2: b.u(89, 11),
    offset3: b.u(100, 12),
    number3: b.u(112, 4),
    timeout3: b.u(116, 3),
    increment3: b.u(119, 11),
    offset4: b.u(130, 12),
    number4: b.u(142, 4),
    timeout4: b.u(146, 3),
    increment4: b.u(149, 11),
  };
}

const corner = (raw: number, scaled: boolean) => (scaled ? cornerText(raw) : raw);

export function decodeChannelManagement(b: BitReader, scaled: boolean): AisChannelManagement | 'truncated' {
  if (b.length < 168) return 'truncated';
  const addressed = b.u(139, 1) !== 0;
  const head = {
    class: 'AIS' as const,
    type: 22 as const,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    channel_a: b.u(40, 12),
    channel_b: b.u(52, 12),
    txrx: b.u(64, 4),
    power: b.u(68, 1) !== 0,
  };
  // gpsd's key order: the destinations or the area come between power and addressed.
  const target = addressed
    ? { dest1: b.u(69, 30), dest2: b.u(104, 30) }
    : {
        ne_lon: corner(b.s(69, 18), scaled),
        ne_lat: corner(b.s(87, 17), scaled),
        sw_lon: corner(b.s(104, 18), scaled),
        sw_lat: corner(b.s(122, 17), scaled),
      };
  return {
    ...head,
    ...target,
    addressed,
    band_a: b.u(140, 1) !== 0,
    band_b: b.u(141, 1) !== 0,
    zonesize: b.u(142, 3),
  };
}

export function decodeGroupAssignment(b: BitReader, scaled: boolean): AisGroupAssignment | 'truncated' {
  if (b.length < 160) return 'truncated';
  const stationtype = b.u(110, 4);
  const shiptype = b.u(114, 8);
  return {
    class: 'AIS',
    type: 23,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    ne_lon: corner(b.s(40, 18), scaled),
    ne_lat: corner(b.s(58, 17), scaled),
    sw_lon: corner(b.s(75, 18), scaled),
    sw_lat: corner(b.s(93, 17), scaled),
    stationtype,
    stationtype_text: stationTypeText(stationtype),
    shiptype,
    shiptype_text: shipTypeText(shiptype),
    interval: b.u(146, 4),
    quiet: b.u(150, 4),
  };
}
