/** The AIS six-bit text alphabet (ITU-R M.1371 table 47); index = six-bit value. */
const SIXBIT_TEXT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

const NOT_ARMOUR = 0xff;

/** Two lower-case hex digits of each byte value. */
const HEX = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));

/**
 * Six-bit value of each armoured payload character ('0'…'W' → 0–39, '`'…'w' → 40–63), NOT_ARMOUR
 * for every other code below 128. De-armouring is the innermost loop of the decoder; one table
 * load per character is cheaper than two range comparisons and a branch.
 */
const ARMOUR = new Uint8Array(128).fill(NOT_ARMOUR);
for (let code = 48; code <= 87; code++) ARMOUR[code] = code - 48;
for (let code = 96; code <= 119; code++) ARMOUR[code] = code - 56;

/**
 * Symbols kept zero past the payload: 72 × 6 bits cover every fixed field offset (type 5 ends at
 * bit 424), so reads past a short payload stay inside the buffer and see zero bits.
 */
const ZERO_TAIL = 72;

/**
 * Reads big-endian bit fields from an armoured payload. Reads past the end return zero bits,
 * as gpsd's zero-filled buffer does, so a short string field ends at an `@` instead of failing.
 * The fill bits of the last character are cleared when it is loaded: they pad the payload to a
 * whole character and are never data, whatever the length (gpsd 3.22 reads them in a field that
 * runs past the end, e.g. type 20's second slot; see the fixtures README).
 *
 * One reader is reused for every payload (`load`): its symbol buffer only grows, so decoding a
 * sentence allocates no buffer. Everything past the loaded payload is kept zero.
 */
export class BitReader {
  /** Number of payload bits (six per character minus the fill bits). */
  length = 0;
  private symbols = new Uint8Array(128 + ZERO_TAIL);
  /** Symbols [0, dirty) may hold a previous payload's values. */
  private dirty = 0;

  /** De-armours `payload`; false when it holds a character outside the armouring ranges. */
  load(payload: string, fillBits: number): boolean {
    const count = payload.length;
    if (count + ZERO_TAIL > this.symbols.length) this.symbols = new Uint8Array(2 * (count + ZERO_TAIL));
    const symbols = this.symbols;
    let valid = true;
    let i = 0;
    for (; i < count; i++) {
      const code = payload.charCodeAt(i);
      const value = code < 128 ? (ARMOUR[code] as number) : NOT_ARMOUR;
      if (value === NOT_ARMOUR) {
        valid = false;
        break;
      }
      symbols[i] = value;
    }
    if (valid && fillBits > 0 && i > 0)
      symbols[i - 1] = (symbols[i - 1] as number) & (0x3f << fillBits) & 0x3f;
    if (i < this.dirty) symbols.fill(0, i, this.dirty);
    this.dirty = i;
    this.length = count * 6 - fillBits;
    return valid;
  }

  /** Unsigned field of `width` ≤ 32 bits starting at bit `start`. */
  u(start: number, width: number): number {
    // Wider fields are read in two parts so the accumulator below stays within 30 bits (int32-safe).
    if (width > 24) return this.u(start, width - 16) * 65536 + this.u(start + width - 16, 16);
    const symbols = this.symbols;
    const end = start + width;
    const last = ((end - 1) / 6) | 0;
    let bits = 0;
    for (let i = (start / 6) | 0; i <= last; i++) bits = (bits << 6) | (symbols[i] as number);
    return (bits >>> (last * 6 + 6 - end)) & ((1 << width) - 1);
  }

  /** Two's-complement signed field (`width` ≤ 32): shifting the sign bit to bit 31 and back extends it. */
  s(start: number, width: number): number {
    const shift = 32 - width;
    return (this.u(start, width) << shift) >> shift;
  }

  /**
   * gpsd's rendering of an undecoded bit field, "<bits>:<hex>": `count` bits from `start` as
   * whole bytes in lower-case hex; the last byte is completed with the bits that follow in the
   * message (zero past its end), as gpsd copies whole bytes.
   */
  hexData(start: number, count: number): string {
    let out = `${count}:`;
    for (let at = start; at < start + count; at += 8) out += HEX[this.u(at, 8)];
    return out;
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
