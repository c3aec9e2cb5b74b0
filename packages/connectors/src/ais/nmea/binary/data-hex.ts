import type { BitReader } from '../bits.js';

/**
 * gpsd's `"data":"<bit count>:<hex>"` for binary payloads it does not decode: the data bits from
 * `start`, as whole bytes in lower-case hex. gpsd copies whole bytes, so for type 6 the bits after
 * the last data bit are printed too (zeros here: the bit reader clears fill bits, which gpsd 3.22
 * copies as sent); for type 8 it clears them (`maskTail`).
 */
export function dataHex(b: BitReader, start: number, bitCount: number, maskTail: boolean): string {
  let hex = '';
  for (let byte = 0; byte * 8 < bitCount; byte++) {
    let value = b.u(start + byte * 8, 8);
    const validBits = bitCount - byte * 8;
    if (maskTail && validBits < 8) value &= (0xff << (8 - validBits)) & 0xff;
    hex += value < 16 ? `0${value.toString(16)}` : value.toString(16);
  }
  return `${bitCount}:${hex}`;
}
