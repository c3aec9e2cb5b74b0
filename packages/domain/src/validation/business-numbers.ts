import { AppError } from '../errors/app-error.js';
import { StatusCode } from '../errors/codes.js';

/**
 * Bills of lading and bulk paste (platform.md §5). B/L numbers have no check digit and no fixed
 * shape across carriers, so the rule is deliberately loose: 4–30 letters and digits once spaces
 * are removed and letters upper-cased.
 */

const BILL_NUMBER = /^[A-Z0-9]{4,30}$/;

/** How many numbers one paste may hold before 40001 (the spec asks for "a count limit"). */
export const DEFAULT_BUSINESS_NUMBER_LIMIT = 50;

export function normalizeBillNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s/g, '');
}

export function isValidBillNumber(value: string): boolean {
  return BILL_NUMBER.test(normalizeBillNumber(value));
}

/**
 * Several numbers as users paste them: separated by spaces, new lines, tabs (a spreadsheet
 * column or row), commas or semicolons. Upper-cased, empties and repeats dropped, first
 * occurrence order kept. More distinct numbers than `limit` → 40001, rather than silently
 * cutting the list and leaving the user to guess which ones were dropped.
 */
export function parseBusinessNumbers(text: string, limit = DEFAULT_BUSINESS_NUMBER_LIMIT): string[] {
  const seen = new Set<string>();
  for (const piece of text.split(/[\s,;，；]+/)) {
    const number = piece.toUpperCase();
    if (number.length > 0) seen.add(number);
  }
  if (seen.size > limit) {
    throw new AppError(
      StatusCode.PARAMETER_LIST_TOO_LONG,
      `at most ${limit} numbers at a time (${seen.size} given)`,
      { limit, count: seen.size },
    );
  }
  return [...seen];
}
