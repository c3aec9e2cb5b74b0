import type { BitReader } from './bits.js';
import type { AisDgnssBroadcast, AisMultiSlotBinaryMessage, AisSlotBinaryMessage } from './messages.js';
import { tenthMinutes } from './scale.js';

/**
 * Messages whose payload stays undecoded (types 17, 25, 26): gpsd 3.22 prints it as
 * "<bits>:<hex>" (`BitReader.hexData`). Length limits are gpsd's.
 */

export function decodeDgnssBroadcast(
  b: BitReader,
  scaled: boolean,
): AisDgnssBroadcast | 'truncated' | 'oversized' {
  if (b.length < 80) return 'truncated';
  if (b.length > 816) return 'oversized';
  const lon = b.s(40, 18);
  const lat = b.s(58, 17);
  return {
    class: 'AIS',
    type: 17,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    lon: scaled ? tenthMinutes(lon) : lon,
    lat: scaled ? tenthMinutes(lat) : lat,
    data: b.hexData(80, b.length - 80),
  };
}

/** The addressing header of types 25 and 26 and where their data starts. */
function slotHeader(b: BitReader) {
  const addressed = b.u(38, 1) !== 0;
  const structured = b.u(39, 1) !== 0;
  const dataStart = 40 + (addressed ? 30 : 0) + (structured ? 16 : 0);
  return {
    addressed,
    structured,
    dest_mmsi: addressed ? b.u(40, 30) : 0,
    app_id: structured ? b.u(addressed ? 70 : 40, 16) : 0,
    dataStart,
  };
}

export function decodeSlotBinary(
  b: BitReader,
  scaled: boolean,
): AisSlotBinaryMessage | 'truncated' | 'oversized' {
  if (b.length < 40) return 'truncated';
  if (b.length > 168) return 'oversized';
  const { dataStart, ...header } = slotHeader(b);
  if (b.length < dataStart) return 'truncated';
  return {
    class: 'AIS',
    type: 25,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    ...header,
    data: b.hexData(dataStart, b.length - dataStart),
  };
}

/** Type 26 ends with 20 bits of radio status (a selector flag and the communication state). */
export function decodeMultiSlotBinary(
  b: BitReader,
  scaled: boolean,
): AisMultiSlotBinaryMessage | 'truncated' | 'oversized' {
  if (b.length < 60) return 'truncated';
  if (b.length > 1004) return 'oversized';
  const { dataStart, ...header } = slotHeader(b);
  if (b.length < dataStart + 20) return 'truncated';
  return {
    class: 'AIS',
    type: 26,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    ...header,
    data: b.hexData(dataStart, b.length - dataStart - 20),
    radio: b.u(b.length - 20, 20),
  };
}
