import { decodeAddressedBinary, decodeBroadcastBinary } from './binary/index.js';
import { BitReader } from './bits.js';
import {
  decodeAcknowledge,
  decodeAssignedModeCommand,
  decodeChannelManagement,
  decodeDataLinkManagement,
  decodeGroupAssignment,
  decodeInterrogation,
  decodeSafetyBroadcast,
  decodeSafetyMessage,
  decodeUtcDateInquiry,
} from './decode-link.js';
import {
  decodeBaseStation,
  decodeLongRange,
  decodePositionA,
  decodePositionB,
  decodeSarAircraft,
} from './decode-position.js';
import { decodeDgnssBroadcast, decodeMultiSlotBinary, decodeSlotBinary } from './decode-raw.js';
import {
  decodeAidToNavigation,
  decodeExtendedB,
  decodeStaticPartA,
  decodeStaticPartB,
  decodeStaticVoyage,
} from './decode-static.js';
import type { AisMessage, AisStaticDataB } from './messages.js';

/** A decoded type 24 part, before the decoder pairs part B with its part A. */
export type StaticPart =
  | { class?: undefined; part: 'A'; repeat: number; mmsi: number; shipname: string }
  | { class?: undefined; part: 'B'; repeat: number; mmsi: number; fields: AisStaticDataB };

export type PayloadResult =
  | AisMessage
  | StaticPart
  | 'truncated'
  | 'oversized'
  | 'unsupportedType'
  | 'garbage';

/**
 * Shared by every decoder: decoding is synchronous and no result keeps the reader, so one
 * buffer serves all payloads instead of one allocation per sentence.
 */
const b = new BitReader();

/** Decodes one complete (reassembled) armoured payload. */
export function decodePayload(payload: string, fillBits: number, scaled: boolean): PayloadResult {
  if (!b.load(payload, fillBits)) return 'garbage';
  // Below 38 bits there is not even a type, repeat indicator and MMSI.
  if (b.length < 38) return 'truncated';
  switch (b.u(0, 6)) {
    case 1:
    case 2:
    case 3:
      return decodePositionA(b, scaled);
    case 4:
    case 11:
      return decodeBaseStation(b, scaled);
    case 5:
      return decodeStaticVoyage(b, scaled);
    case 6:
      return decodeAddressedBinary(b, scaled);
    case 8:
      return decodeBroadcastBinary(b, scaled);
    case 7:
    case 13:
      return decodeAcknowledge(b, scaled);
    case 9:
      return decodeSarAircraft(b, scaled);
    case 10:
      return decodeUtcDateInquiry(b, scaled);
    case 12:
      return decodeSafetyMessage(b, scaled);
    case 14:
      return decodeSafetyBroadcast(b, scaled);
    case 15:
      return decodeInterrogation(b, scaled);
    case 16:
      return decodeAssignedModeCommand(b, scaled);
    case 17:
      return decodeDgnssBroadcast(b, scaled);
    case 18:
      return decodePositionB(b, scaled);
    case 19:
      return decodeExtendedB(b, scaled);
    case 20:
      return decodeDataLinkManagement(b, scaled);
    case 21:
      return decodeAidToNavigation(b, scaled);
    case 22:
      return decodeChannelManagement(b, scaled);
    case 23:
      return decodeGroupAssignment(b, scaled);
    case 24: {
      const repeat = b.u(6, 2);
      const mmsi = b.u(8, 30);
      const partNumber = b.u(38, 2);
      if (partNumber === 0) {
        const shipname = decodeStaticPartA(b);
        return shipname === 'truncated' ? shipname : { part: 'A', repeat, mmsi, shipname };
      }
      if (partNumber === 1) {
        const fields = decodeStaticPartB(b, mmsi);
        return fields === 'truncated' ? fields : { part: 'B', repeat, mmsi, fields };
      }
      // Part numbers 2 and 3 are undefined in ITU-R M.1371.
      return 'unsupportedType';
    }
    case 25:
      return decodeSlotBinary(b, scaled);
    case 26:
      return decodeMultiSlotBinary(b, scaled);
    case 27:
      return decodeLongRange(b, scaled);
    default:
      return 'unsupportedType';
  }
}
