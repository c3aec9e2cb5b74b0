import { HttpError } from './errors.js';

/**
 * Cursor pagination shared by the DCSA servers. The cursor is opaque to clients: base64url JSON
 * holding the original filters, the page size and the sort key of the last item served. Paging by
 * key (not offset) means events published between two page requests never shift a page, so a
 * client walking the pages sees no duplicates and no gaps.
 */
interface CursorState {
  /** Canonical query string of the filters of the first request. */
  q: string;
  /** Sort key of the last item already served. */
  after: string;
  limit: number;
}

export interface PagingRequest {
  /** The filters: from the cursor when one is given (DCSA: filters must not change between pages). */
  filters: URLSearchParams;
  limit: number;
  after: string | null;
}

const PAGING_PARAMS = new Set(['cursor', 'limit']);

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

function decodeCursor(cursor: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorState>;
    if (typeof state.q === 'string' && typeof state.after === 'string' && Number.isInteger(state.limit)) {
      return state as CursorState;
    }
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'The cursor is not one this server issued', 'cursor');
}

export function readLimit(query: URLSearchParams, defaultLimit: number, maxLimit: number): number {
  const raw = query.get('limit');
  if (raw === null) return defaultLimit;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new HttpError(400, 'limit must be an integer ≥ 1', 'limit');
  return Math.min(limit, maxLimit);
}

export function readPaging(query: URLSearchParams, defaultLimit = 100, maxLimit = 1000): PagingRequest {
  const cursor = query.get('cursor');
  if (cursor !== null) {
    const state = decodeCursor(cursor);
    return { filters: new URLSearchParams(state.q), limit: state.limit, after: state.after };
  }
  const filters = new URLSearchParams([...query].filter(([name]) => !PAGING_PARAMS.has(name)));
  filters.sort();
  return { filters, limit: readLimit(query, defaultLimit, maxLimit), after: null };
}

/** First index in `items` (sorted by key ascending) whose key is greater than `after`. */
export function indexAfter<T>(items: readonly T[], keyOf: (item: T) => string, after: string | null): number {
  if (after === null) return 0;
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(items[mid] as T) <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Page<T> {
  items: T[];
  /** Cursor for the next page, or null on the last page. */
  next: string | null;
}

/**
 * One page of the items (sorted by `keyOf` ascending) that pass `match`, after the cursor's key
 * and before index `end`.
 * Scans only as far as needed to fill the page and see whether one more item exists.
 */
export function takePage<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  paging: PagingRequest,
  match: (item: T) => boolean = () => true,
  end: number = items.length,
): Page<T> {
  const page: T[] = [];
  for (let i = indexAfter(items, keyOf, paging.after); i < end; i++) {
    const item = items[i] as T;
    if (!match(item)) continue;
    if (page.length === paging.limit) {
      const last = page[page.length - 1] as T;
      return {
        items: page,
        next: encodeCursor({ q: paging.filters.toString(), after: keyOf(last), limit: paging.limit }),
      };
    }
    page.push(item);
  }
  return { items: page, next: null };
}

/**
 * T&T 2.2 names pages by links (`Current-Page`, `Next-Page`); CS 1.0 and OVS 3.0 by a bare cursor
 * (`Next-Page-Cursor`).
 */
export function pageHeaders(
  style: 'links' | 'cursor',
  currentUrl: string,
  next: string | null,
): Record<string, string> {
  if (style === 'cursor') return next ? { 'Next-Page-Cursor': next } : {};
  const headers: Record<string, string> = { 'Current-Page': currentUrl };
  if (next) {
    const url = new URL(currentUrl);
    url.search = new URLSearchParams({ cursor: next }).toString();
    headers['Next-Page'] = url.toString();
  }
  return headers;
}
