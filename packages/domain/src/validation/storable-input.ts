/**
 * What PostgreSQL cannot store, checked on every request before it reaches a service: text
 * holding U+0000 (refused by `text` and `jsonb`), lone UTF-16 surrogates (not Unicode: `jsonb`
 * refuses their `\ud800` escapes, `text` gets them as U+FFFD), dates outside the years the product
 * deals in, and values nested deeper than any of our shapes (the checks themselves, zod and
 * JSON.stringify recurse). Pure: the server runs it in the validator every route uses.
 */

/** Dates the product accepts: years 1900–9999, UTC. */
export const STORABLE_YEARS = { min: 1900, max: 9999 } as const;

const MIN_TIME = Date.UTC(STORABLE_YEARS.min, 0, 1);
const MAX_TIME = Date.UTC(STORABLE_YEARS.max + 1, 0, 1) - 1;

/** Deeper than any request shape of ours (a route's GeoJSON line is 3). */
export const MAX_INPUT_DEPTH = 32;

export const UNSTORABLE_MESSAGES = {
  nul: 'Must not contain the NUL character (U+0000)',
  surrogate: 'Must be valid Unicode text (it holds a lone UTF-16 surrogate)',
  nulKey: 'Must not have a key containing the NUL character (U+0000)',
  surrogateKey: 'Must not have a key that is not valid Unicode text (a lone UTF-16 surrogate)',
  depth: `Must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
  date: `Must be a date in the years ${STORABLE_YEARS.min} to ${STORABLE_YEARS.max}`,
} as const;

export type UnstorableReason = keyof typeof UNSTORABLE_MESSAGES;

export interface UnstorableInput {
  /** Where in the value: keys and array indexes from its root. */
  path: (string | number)[];
  reason: UnstorableReason;
  message: string;
}

/** A valid date between 1900-01-01 and 9999-12-31 (UTC). */
export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return Number.isFinite(time) && time >= MIN_TIME && time <= MAX_TIME;
}

/** A string with a high surrogate not followed by a low one, or a low one not preceded by a high. */
export function hasLoneSurrogate(text: string): boolean {
  // isWellFormed (Node 20) is the fast path; the loop is for older runtimes.
  const wellFormed = (text as { isWellFormed?: () => boolean }).isWellFormed;
  if (wellFormed) return !wellFormed.call(text);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  }
  return false;
}

function textProblem(text: string, asKey: boolean): UnstorableReason | null {
  if (text.includes('\u0000')) return asKey ? 'nulKey' : 'nul';
  if (hasLoneSurrogate(text)) return asKey ? 'surrogateKey' : 'surrogate';
  return null;
}

function problem(path: (string | number)[], reason: UnstorableReason): UnstorableInput {
  return { path, reason, message: UNSTORABLE_MESSAGES[reason] };
}

/**
 * The first string or object key in `value` that PostgreSQL cannot store (NUL, lone surrogate),
 * or the first place nested deeper than MAX_INPUT_DEPTH; null when there is none. Iterative, so
 * a hostile depth cannot overflow the stack. A bad key is reported at the object that holds it
 * (the key itself is not echoed).
 */
export function findUnstorableText(value: unknown): UnstorableInput | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current === 'string') {
      const reason = textProblem(current, false);
      if (reason) return problem(path, reason);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return problem(path, 'depth');
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] });
      continue;
    }
    if (current instanceof Date || ArrayBuffer.isView(current)) continue;
    const keys = Object.keys(current);
    for (const key of keys) {
      const reason = textProblem(key, true);
      if (reason) return problem(path, reason);
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      stack.push({ value: (current as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}

/**
 * The first Date in `value` (a validated request: coerced dates are Date objects there) outside
 * the storable years; null when there is none. `value` is already bounded in depth.
 */
export function findUnstorableDate(value: unknown, path: (string | number)[] = []): UnstorableInput | null {
  if (value instanceof Date) return isStorableDate(value) ? null : problem(path, 'date');
  if (value === null || typeof value !== 'object' || path.length > MAX_INPUT_DEPTH) return null;
  if (ArrayBuffer.isView(value)) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i): [number, unknown] => [i, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findUnstorableDate(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
