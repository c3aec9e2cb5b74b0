import { ProviderFault } from '../contract.js';

/**
 * Turns an HTTP answer that is not a success into a classified ProviderFault (pure). The message
 * carries the first DCSA error message when the body has one (2.2: errors[].message).
 */
export function faultForStatus(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  now: number = Date.now(),
): ProviderFault {
  const message = `HTTP ${status}${describeErrorBody(bodyText)}`;
  if (status === 429)
    return new ProviderFault('rate-limited', message, status, retryAfterSeconds(retryAfterHeader, now));
  if (status === 401 || status === 403) return new ProviderFault('unauthorized', message, status);
  if (status === 404) return new ProviderFault('not-found', message, status);
  if (status >= 500)
    return new ProviderFault('server', message, status, retryAfterSeconds(retryAfterHeader, now));
  if (status >= 400) return new ProviderFault('bad-request', message, status);
  // 1xx/3xx reaching us (redirects are followed by fetch): a protocol the client does not speak.
  return new ProviderFault('bad-request', `unexpected ${message}`, status);
}

function describeErrorBody(bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown; errorCodeMessage?: unknown }[] };
    const first = body.errors?.[0];
    const text = first?.message ?? first?.errorCodeMessage;
    return typeof text === 'string' ? `: ${text.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
