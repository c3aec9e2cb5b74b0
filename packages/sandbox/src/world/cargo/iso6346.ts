/**
 * ISO 6346 container numbers: 4 letters (3-letter owner code + category U/J/Z), a 6-digit serial
 * and a check digit. The check digit lets the tracking app reject typos, so every number the
 * sandbox hands out must carry a correct one.
 */

const FORMAT = /^[A-Z]{3}[UJZ][0-9]{6}[0-9]$/;

/**
 * Letter values start at A = 10 and skip 11, 22 and 33 (multiples of 11), so that a letter can
 * never weigh like a single digit and the mod-11 check stays meaningful.
 */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

const LETTER_VALUES = new Map<string, number>(
  Array.from({ length: 26 }, (_, i) => {
    const letter = String.fromCharCode(65 + i);
    return [letter, letterValue(letter)] as const;
  }),
);

/** The check digit of the first 10 characters (owner code, category, serial). */
export function checkDigit(first10: string): number {
  if (!/^[A-Z]{4}[0-9]{6}$/.test(first10)) {
    throw new RangeError(`not an owner code and serial: ${first10}`);
  }
  return digitOf(first10);
}

/** The check digit of a string already known to be 4 letters and 6 digits. */
function digitOf(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10.charAt(i);
    const value = i < 4 ? (LETTER_VALUES.get(ch) ?? 0) : Number(ch);
    sum += value * 2 ** i;
  }
  // A remainder of 10 is written as 0 (owners avoid such serials, but they are valid).
  return (sum % 11) % 10;
}

/** A full container number from an owner prefix (e.g. MSCU) and a serial in [0, 999999]. */
export function containerNumber(prefix: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) {
    throw new RangeError(`serial out of range: ${serial}`);
  }
  if (!/^[A-Z]{4}$/.test(prefix)) throw new RangeError(`not an owner prefix: ${prefix}`);
  const first10 = `${prefix}${String(serial).padStart(6, '0')}`;
  return `${first10}${digitOf(first10)}`;
}

export function isValidContainerNumber(value: string): boolean {
  if (!FORMAT.test(value)) return false;
  return digitOf(value.slice(0, 10)) === Number(value.charAt(10));
}
