import {
  AppError,
  DEFAULT_BUSINESS_NUMBER_LIMIT,
  isValidBillNumber,
  isValidContainerNumber,
  parseBusinessNumbers,
} from '@tracklane/domain';

/** Which field of the subscribe call a number goes in. */
export type NumberKind = 'containerNumber' | 'billNumber';

export interface SearchNumber {
  number: string;
  kind: NumberKind;
}

/** Why the box refuses to call the server; each maps to a message of the `oceanSearch` namespace. */
export type SearchInputError =
  | { key: 'empty' }
  | { key: 'tooMany'; count: number; limit: number }
  | { key: 'containerFormat'; numbers: string[] }
  | { key: 'billFormat'; numbers: string[] };

export type PreparedSearch = { ok: true; numbers: SearchNumber[] } | { ok: false; error: SearchInputError };

// The ISO 6346 shape without the check digit: such a number is meant as a container, so a wrong
// check digit is a typo to report, not a B/L to send.
const CONTAINER_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

export function classifyNumber(number: string): NumberKind {
  return CONTAINER_SHAPE.test(number) ? 'containerNumber' : 'billNumber';
}

/**
 * What the user typed or pasted → the numbers to subscribe, or the first problem to fix
 * (platform.md §5): nothing entered, more than the paste limit, container numbers with a wrong
 * check digit, B/L or booking numbers that cannot be one (4–30 letters and digits).
 */
export function prepareSearch(text: string, limit = DEFAULT_BUSINESS_NUMBER_LIMIT): PreparedSearch {
  let raw: string[];
  try {
    raw = parseBusinessNumbers(text, limit);
  } catch (err) {
    if (err instanceof AppError) {
      const { count } = err.data as { count: number };
      return { ok: false, error: { key: 'tooMany', count, limit } };
    }
    throw err;
  }
  if (raw.length === 0) return { ok: false, error: { key: 'empty' } };
  const numbers = raw.map((number) => ({ number, kind: classifyNumber(number) }));
  const badContainers = numbers
    .filter((n) => n.kind === 'containerNumber' && !isValidContainerNumber(n.number))
    .map((n) => n.number);
  if (badContainers.length > 0)
    return { ok: false, error: { key: 'containerFormat', numbers: badContainers } };
  const badBills = numbers
    .filter((n) => n.kind === 'billNumber' && !isValidBillNumber(n.number))
    .map((n) => n.number);
  if (badBills.length > 0) return { ok: false, error: { key: 'billFormat', numbers: badBills } };
  return { ok: true, numbers };
}

/** How many distinct numbers the text holds, for the counter under the box (no limit applied). */
export function countNumbers(text: string): number {
  return parseBusinessNumbers(text, Number.POSITIVE_INFINITY).length;
}
