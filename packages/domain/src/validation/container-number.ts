/**
 * ISO 6346 container numbers (platform.md §5): owner code (3 letters), category identifier
 * (U freight, J detachable equipment, Z trailer/chassis), 6-digit serial and a check digit.
 * Shared by the server (authoritative) and the web forms (instant feedback).
 */

const CONTAINER_NUMBER = /^[A-Z]{3}[UJZ]\d{7}$/;

/**
 * Letter values of ISO 6346: A=10 upwards, skipping multiples of 11 (11, 22, 33) because the
 * check digit is taken modulo 11 and those values would collide with it.
 */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

const LETTER_VALUES = new Map<string, number>(
  Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter) => [letter, letterValue(letter)]),
);

/** What users type or paste: spaces, hyphens and lower case are tolerated (`csqu 305438-3`). */
export function normalizeContainerNumber(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

/**
 * The check digit of the first 10 characters (owner, category, serial), or undefined when they
 * are not in that shape. A remainder of 10 is written 0, as the standard says.
 */
export function containerCheckDigit(firstTen: string): number | undefined {
  if (!/^[A-Z]{4}\d{6}$/.test(firstTen)) return undefined;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = firstTen.charAt(i);
    const value = i < 4 ? (LETTER_VALUES.get(ch) ?? 0) : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** True for a well-formed number (already normalised or not) whose check digit is right. */
export function isValidContainerNumber(value: string): boolean {
  const number = normalizeContainerNumber(value);
  if (!CONTAINER_NUMBER.test(number)) return false;
  return containerCheckDigit(number.slice(0, 10)) === Number(number.charAt(10));
}

/** The BIC owner prefix (first four letters, e.g. MSKU) of a container number, else undefined. */
export function containerOwnerPrefix(value: string): string | undefined {
  const match = /^([A-Z]{3}[UJZ])/.exec(normalizeContainerNumber(value));
  return match?.[1];
}
