/** The AIS six-bit text alphabet (ITU-R M.1371 table 47); index = six-bit value. */
const SIXBIT_TEXT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/**
 * Six-bit value of an armoured payload character, or -1 when the character is outside the two
 * armouring ranges ('0'…'W' and '`'…'w').
 */
export function dearmor(code: number): number {
  if (code >= 48 && code <= 87) return code - 48;
  if (code >= 96 && code <= 119) return code - 56;
  return -1;
}

/**
 * Reads big-endian bit fields from a de-armoured payload. Reads past the end return zero bits,
 * as gpsd's zero-filled buffer does, so a short string field ends at an `@` instead of failing;
 * fill bits inside the last character are read as sent, like gpsd.
 */
export class BitReader {
  /** Number of payload bits (six per character minus the fill bits). */
  readonly length: number;

  constructor(
    private readonly sixbits: Uint8Array,
    fillBits: number,
  ) {
    this.length = sixbits.length * 6 - fillBits;
  }

  /** Unsigned field of `width` ≤ 32 bits starting at bit `start`. */
  u(start: number, width: number): number {
    let value = 0;
    let bit = start;
    const end = start + width;
    while (bit < end) {
      const index = (bit / 6) | 0;
      const offset = bit - index * 6;
      const take = Math.min(6 - offset, end - bit);
      const symbol = index < this.sixbits.length ? (this.sixbits[index] as number) : 0;
      const chunk = (symbol >> (6 - offset - take)) & ((1 << take) - 1);
      // Multiplication keeps 30-bit MMSIs and 32-bit fields clear of signed 32-bit shifts.
      value = value * (1 << take) + chunk;
      bit += take;
    }
    return value;
  }

  /** Two's-complement signed field. */
  s(start: number, width: number): number {
    const value = this.u(start, width);
    return value >= 2 ** (width - 1) ? value - 2 ** width : value;
  }

  /**
   * Up to `count` six-bit characters from `start`, stopping at the first `@` (padding), with
   * trailing spaces removed — gpsd's `from_sixbit` rules.
   */
  text(start: number, count: number): string {
    return trimTrailingSpaces(this.rawText(start, count));
  }

  /** As `text` without the final trim (type 21 trims only after appending the name extension). */
  rawText(start: number, count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) {
      const value = this.u(start + 6 * i, 6);
      if (value === 0) break;
      out += SIXBIT_TEXT[value];
    }
    return out;
  }
}

export function trimTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '@')) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** De-armours a payload; undefined when it holds a character outside the armouring ranges. */
export function dearmorPayload(payload: string): Uint8Array | undefined {
  const out = new Uint8Array(payload.length);
  for (let i = 0; i < payload.length; i++) {
    const value = dearmor(payload.charCodeAt(i));
    if (value < 0) return undefined;
    out[i] = value;
  }
  return out;
}
