import type { BitReader } from '../bits.js';
import { decodeAtonMonitoring } from './aton-monitoring.js';
import { decodeAddressedDac1 } from './dac1-addressed.js';
import { decodeBroadcastDac1 } from './dac1-broadcast.js';
import { dataHex } from './data-hex.js';
import { decodeInlandAddressed, decodeInlandBroadcast } from './inland.js';
import type { AisAddressedBinary, AisBroadcastBinary } from './messages.js';

export type { AisAddressedBinary, AisBinaryData, AisBroadcastBinary } from './messages.js';

/** ITU-R M.1371: a binary message occupies at most five slots, 1008 bits. */
const MAX_BITS = 1008;

function addressedPayload(b: BitReader, dac: number, fid: number, scaled: boolean) {
  if (dac === 1) return decodeAddressedDac1(b, fid, scaled);
  if (dac === 200) return decodeInlandAddressed(b, fid);
  if (dac === 235 || dac === 250) return decodeAtonMonitoring(b, fid, scaled);
  return undefined;
}

function broadcastPayload(b: BitReader, dac: number, fid: number, scaled: boolean) {
  if (dac === 1) return decodeBroadcastDac1(b, fid, scaled);
  if (dac === 200) return decodeInlandBroadcast(b, fid, scaled);
  return undefined;
}

/**
 * Type 6, addressed binary message: 88 bits of envelope, then the application payload. Like gpsd,
 * a message outside 88–1008 bits is refused ('truncated', the one refusal the decoder counts).
 */
export function decodeAddressedBinary(b: BitReader, scaled: boolean): AisAddressedBinary | 'truncated' {
  if (b.length < 88 || b.length > MAX_BITS) return 'truncated';
  const dac = b.u(72, 10);
  const fid = b.u(82, 6);
  return {
    class: 'AIS',
    type: 6,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    seqno: b.u(38, 2),
    dest_mmsi: b.u(40, 30),
    retransmit: b.u(70, 1) !== 0,
    dac,
    fid,
    ...(addressedPayload(b, dac, fid, scaled) ?? { data: dataHex(b, 88, b.length - 88, false) }),
  };
}

/** Type 8, broadcast binary message: 56 bits of envelope, then the application payload (56–1008 bits). */
export function decodeBroadcastBinary(b: BitReader, scaled: boolean): AisBroadcastBinary | 'truncated' {
  if (b.length < 56 || b.length > MAX_BITS) return 'truncated';
  const dac = b.u(40, 10);
  const fid = b.u(50, 6);
  return {
    class: 'AIS',
    type: 8,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    dac,
    fid,
    ...(broadcastPayload(b, dac, fid, scaled) ?? { data: dataHex(b, 56, b.length - 56, true) }),
  };
}
