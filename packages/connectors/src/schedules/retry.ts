import { ProviderFault } from '../ocean/contract.js';

export interface RetryPolicy {
  /** Attempts in all, the first included. Default 3. */
  attempts?: number;
  /** Wait before the second attempt; doubles each time. Default 500 ms. */
  baseDelayMs?: number;
  /** A provider's Retry-After is honoured up to this. Default 30 s. */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again after transient provider faults (timeouts, network, 5xx, 429, broken
 * bodies) with exponential backoff, so one bad page does not lose a whole ingest. Configuration
 * faults (401/403, 400, 404) are thrown at once: repeating them changes nothing.
 */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy = {}): Promise<T> {
  const attempts = policy.attempts ?? 3;
  const base = policy.baseDelayMs ?? 500;
  const max = policy.maxDelayMs ?? 30_000;
  const sleep = policy.sleep ?? defaultSleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ProviderFault) || !err.transient || n >= attempts) throw err;
      const asked = err.retryAfterSeconds !== null ? err.retryAfterSeconds * 1000 : 0;
      await sleep(Math.min(max, Math.max(asked, base * 2 ** (n - 1))));
    }
  }
}
