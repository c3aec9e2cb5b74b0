/** Read-only plan figures: a limit against its usage, and the plan's validity. */
export interface LimitUsage {
  used: number;
  /** null: no limit. */
  limit: number | null;
  /** 0–100, or null when unlimited. */
  percent: number | null;
  status: 'normal' | 'exception' | 'success';
}

export function limitUsage(used: number, limit: number | null | undefined): LimitUsage {
  if (limit === null || limit === undefined || limit <= 0) {
    return { used, limit: null, percent: null, status: 'normal' };
  }
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return { used, limit, percent, status: used >= limit ? 'exception' : 'normal' };
}

export type Validity = 'unlimited' | 'valid' | 'expiring' | 'expired';

export const EXPIRING_WITHIN_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

export function validityOf(validUntil: string | null | undefined, now: number): Validity {
  if (!validUntil) return 'unlimited';
  const end = Date.parse(validUntil);
  if (Number.isNaN(end)) return 'unlimited';
  if (end <= now) return 'expired';
  return end - now <= EXPIRING_WITHIN_DAYS * DAY ? 'expiring' : 'valid';
}

/** An invitation link as the user copies it: absolute, on this site. */
export function absoluteLink(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
