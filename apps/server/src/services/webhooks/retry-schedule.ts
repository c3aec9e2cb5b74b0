/** How webhook attempts are retried (WEBHOOK_RETRY_* settings). */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseSeconds: number;
  maxDelaySeconds: number;
}

/**
 * The wait after failed attempt number `attempt` (1 = the first): the base doubled per attempt,
 * capped, plus 0–25 % jitter so endpoints that failed together do not all retry together. Jitter
 * only lengthens the wait: the schedule's total (≥ 72 h by default) is a floor.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const seconds = Math.min(policy.baseSeconds * 2 ** exponent, policy.maxDelaySeconds);
  return Math.round(seconds * 1000 * (1 + 0.25 * random()));
}

/** The shortest time from the first attempt to the last (jitter 0). */
export function minimumRetrySpanMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.attempts; attempt++) total += retryDelayMs(attempt, policy, () => 0);
  return total;
}
