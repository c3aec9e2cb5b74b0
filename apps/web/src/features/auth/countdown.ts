/** Default wait before a code can be sent again, when the server does not say (resendAfter). */
export const RESEND_AFTER_SECONDS = 60;

/** Whole seconds left until `until` (epoch ms); 0 once passed or when nothing is running. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
