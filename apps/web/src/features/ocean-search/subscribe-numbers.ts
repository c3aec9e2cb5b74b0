import { StatusCode } from '@tracklane/domain';
import { RequestError } from '../../app/request/request-types';
import type { SubscribeInput, SubscriptionItem } from '../ocean';
import type { SearchNumber } from './search-numbers';

/** One number's outcome, shown in the result list. `reason` is already user text. */
export type SearchResult =
  | { number: string; kind: SearchNumber['kind']; ok: true; id: string }
  | { number: string; kind: SearchNumber['kind']; ok: false; reason: string; statusCode?: number };

/** The reasons the box words itself (platform.md §8); everything else shows the server's or client's text. */
export type Translate = (key: 'carrierUnknown' | 'subscriptionLimit') => string;

const CALL_LIMIT_MESSAGE = 'call limit exceeded';
/** Retries of one number after the per-token rate limit (not the plan quota) said "wait". */
const RATE_LIMIT_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 10_000;
/** Parallel subscribe calls: a 50-number paste should not burst past 60 calls per 10 s. */
export const SUBSCRIBE_CONCURRENCY = 3;

function isCallLimit(err: RequestError): boolean {
  const message = typeof err.envelope?.message === 'string' ? err.envelope.message : '';
  return (
    err.statusCode === StatusCode.CALL_LIMIT_EXCEEDED || message.trim().toLowerCase() === CALL_LIMIT_MESSAGE
  );
}

/** The rate limiter says how long to wait; the yearly plan quota does not (waiting would not help). */
function retryAfterMs(err: RequestError): number | null {
  const data = err.envelope?.data as { retryAfterMs?: unknown } | null | undefined;
  const ms = data?.retryAfterMs;
  return typeof ms === 'number' && ms >= 0 && ms <= MAX_RETRY_WAIT_MS ? ms : null;
}

/** A failed subscribe → the text to show next to its number. */
export function failureReason(err: unknown, t: Translate): string {
  if (!(err instanceof RequestError)) return String(err);
  if (err.statusCode === StatusCode.CARRIER_NOT_DETERMINED) return t('carrierUnknown');
  if (isCallLimit(err)) return t('subscriptionLimit');
  // 40000 and the rest: the server's message (sent in the user's language); network and timeout:
  // the request client's own words.
  return err.message;
}

export interface SubscribeAllDeps {
  subscribe(input: SubscribeInput): Promise<Pick<SubscriptionItem, 'id'>>;
  t: Translate;
  sleep?: (ms: number) => Promise<void>;
}

async function subscribeOne(
  item: SearchNumber,
  carrierCode: string | null,
  deps: SubscribeAllDeps,
): Promise<SearchResult> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      const { id } = await deps.subscribe({ [item.kind]: item.number, carrierCode });
      return { number: item.number, kind: item.kind, ok: true, id };
    } catch (err) {
      const wait = err instanceof RequestError && isCallLimit(err) ? retryAfterMs(err) : null;
      if (wait !== null && attempt < RATE_LIMIT_RETRIES) {
        await sleep(wait + 100);
        continue;
      }
      const statusCode = err instanceof RequestError ? err.statusCode : undefined;
      return {
        number: item.number,
        kind: item.kind,
        ok: false,
        reason: failureReason(err, deps.t),
        statusCode,
      };
    }
  }
}

/**
 * Subscribes every number (AUTO carrier → null, the server detects it), a few at a time, and
 * returns the outcomes in the order of the input.
 */
export async function subscribeAll(
  numbers: readonly SearchNumber[],
  carrierCode: string | null,
  deps: SubscribeAllDeps,
): Promise<SearchResult[]> {
  const results: SearchResult[] = new Array(numbers.length);
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const index = next++;
      results[index] = await subscribeOne(numbers[index] as SearchNumber, carrierCode, deps);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SUBSCRIBE_CONCURRENCY, numbers.length) }, worker));
  return results;
}
