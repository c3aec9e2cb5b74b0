/**
 * The two 6-bit alphabets of AIVDM (gpsd "AIVDM/AIVDO protocol decoding"): the text alphabet
 * used inside messages (names, call signs, destinations) and the payload armouring that turns
 * the message bits into printable sentence characters.
 */

/** Maps a character to its AIS text code: '@'..'_' → 0..31, ' '..'?' → 32..63; else undefined. */
export function sixbitTextCode(char: string): number | undefined {
  const c = char.charCodeAt(0);
  if (c >= 64 && c <= 95) return c - 64;
  if (c >= 32 && c <= 63) return c;
  return undefined;
}

const COMBINING_MARKS = /\p{M}/gu;

/**
 * What a crew member's transponder would store for free text: upper case, characters outside
 * the 6-bit alphabet replaced by a space (lower case letters are folded, not dropped), cut to
 * the field width. Trailing spaces are kept out because decoders strip them anyway.
 */
export function toSixbitText(text: string, maxChars: number): string {
  let out = '';
  // NFKD splits accented letters into letter + combining mark; the marks are dropped.
  for (const char of text.normalize('NFKD').replace(COMBINING_MARKS, '').toUpperCase()) {
    if (out.length >= maxChars) break;
    out += sixbitTextCode(char) === undefined ? ' ' : char;
  }
  return out.trimEnd();
}

/** The armouring character for a 6-bit value 0–63: '0'..'W' then '`'..'w'. */
export function armourChar(value: number): string {
  return String.fromCharCode(value < 40 ? value + 48 : value + 56);
}

/** Inverse of armourChar; undefined for characters outside the payload alphabet. */
export function unarmourChar(char: string): number | undefined {
  const c = char.charCodeAt(0);
  if (c >= 48 && c <= 87) return c - 48;
  if (c >= 96 && c <= 119) return c - 56;
  return undefined;
}
