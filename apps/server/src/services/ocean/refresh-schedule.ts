/**
 * When a shipment is polled next (pure). Successful refreshes come back after the interval with
 * ±10 % jitter, so shipments subscribed in one burst (a spreadsheet paste) spread over time
 * instead of hitting the carrier together forever. Transient faults back off exponentially from
 * one minute, never beyond the shipment's own interval; non-transient ones stop polling (null).
 */
const MINUTE_MS = 60_000;
export const JITTER_SHARE = 0.1;
export const FIRST_BACKOFF_MINUTES = 1;
/**
 * A cancelled booking is not polled at the plan's pace any more, only daily: carriers do reinstate
 * bookings (an amendment, a cancel by mistake), and a daily look catches that at little cost.
 */
export const CANCELLED_BOOKING_INTERVAL_MINUTES = 24 * 60;

/** `draw` is a number in [0, 1) (Math.random in production, fixed in tests). */
export function nextRefreshAfterSuccess(now: Date, intervalMinutes: number, draw: number): Date {
  const jitter = (draw * 2 - 1) * JITTER_SHARE;
  return new Date(now.getTime() + intervalMinutes * MINUTE_MS * (1 + jitter));
}

/**
 * What a successful poll writes on its shipment: the cursor, the next poll (none once completed:
 * a completed shipment stops polling; daily for a cancelled booking) and a cleared error. One
 * place for the cheap path of a quiet poll and for the store transaction.
 */
export function successfulPollColumns({
  now,
  cursor,
  completed,
  cancelled,
  intervalMinutes,
  draw,
}: {
  now: Date;
  cursor: string | null;
  completed: boolean;
  cancelled: boolean;
  intervalMinutes: number;
  draw: number;
}) {
  const interval = cancelled
    ? Math.max(intervalMinutes, CANCELLED_BOOKING_INTERVAL_MINUTES)
    : intervalMinutes;
  return {
    cursor,
    nextRefreshAt: completed ? null : nextRefreshAfterSuccess(now, interval, draw),
    lastRefreshedAt: now,
    lastErrorKind: null,
    lastErrorMessage: null,
    lastErrorAt: null,
    consecutiveErrors: 0,
  };
}

export function nextRefreshAfterFault(
  now: Date,
  fault: { transient: boolean; retryAfterSeconds: number | null },
  consecutiveErrors: number,
  intervalMinutes: number,
): Date | null {
  if (!fault.transient) return null;
  const exponent = Math.max(0, consecutiveErrors - 1);
  const backoffMinutes = Math.min(FIRST_BACKOFF_MINUTES * 2 ** exponent, intervalMinutes);
  const delayMs = Math.max(backoffMinutes * MINUTE_MS, (fault.retryAfterSeconds ?? 0) * 1000);
  return new Date(now.getTime() + delayMs);
}
