import { armourChar, sixbitTextCode } from './sixbit.js';

/** An armoured AIS payload: sentence characters plus the fill bits padding it to 6 bits. */
export interface ArmouredPayload {
  payload: string;
  fillBits: number;
}

/**
 * Appends big-endian bit fields the way ITU-R M.1371 lays out a message. Values are checked
 * against their field width so a scaling bug shows up as an exception in tests instead of a
 * silently wrapped number on the wire.
 */
export class BitWriter {
  // One byte per bit: the largest message we build is 424 bits, and a flat typed array keeps
  // encoding cheap (the feed encodes every report of every vessel).
  #bits = new Uint8Array(512);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  /** Fields are at most 30 bits wide in the messages we build, so 32-bit operations suffice. */
  uint(value: number, width: number): this {
    if (width > 31 || !Number.isInteger(value) || value < 0 || value >= 2 ** width) {
      throw new RangeError(`${value} does not fit an unsigned ${width}-bit field`);
    }
    if (this.#length + width > this.#bits.length) {
      const grown = new Uint8Array(this.#bits.length * 2);
      grown.set(this.#bits);
      this.#bits = grown;
    }
    for (let i = width - 1; i >= 0; i--) this.#bits[this.#length++] = (value >>> i) & 1;
    return this;
  }

  /** Two's complement. */
  int(value: number, width: number): this {
    const limit = 2 ** (width - 1);
    if (!Number.isInteger(value) || value < -limit || value >= limit) {
      throw new RangeError(`${value} does not fit a signed ${width}-bit field`);
    }
    return this.uint(value < 0 ? value + 2 ** width : value, width);
  }

  bool(value: boolean): this {
    return this.uint(value ? 1 : 0, 1);
  }

  /** Six-bit text padded with '@' (code 0) to `chars` characters, as the standard asks. */
  text(value: string, chars: number): this {
    if (value.length > chars) throw new RangeError(`"${value}" is longer than ${chars} characters`);
    for (let i = 0; i < chars; i++) {
      const char = value[i];
      const code = char === undefined ? 0 : sixbitTextCode(char);
      if (code === undefined) throw new RangeError(`"${char}" is not in the AIS 6-bit alphabet`);
      this.uint(code, 6);
    }
    return this;
  }

  /** Armours the bits, padding the last character with zero fill bits. */
  armour(): ArmouredPayload {
    const fillBits = (6 - (this.#length % 6)) % 6;
    let payload = '';
    for (let i = 0; i < this.#length; i += 6) {
      let value = 0;
      for (let j = 0; j < 6; j++)
        value = (value << 1) | (i + j < this.#length ? (this.#bits[i + j] ?? 0) : 0);
      payload += armourChar(value);
    }
    return { payload, fillBits };
  }
}
