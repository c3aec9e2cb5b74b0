/**
 * Contact formats (platform.md §5): e-mail, and mobile numbers of mainland China only. Shared by
 * the server (authoritative checks) and the web forms (instant feedback), so both agree.
 */

// Deliberately pragmatic, like the HTML spec's own e-mail rule: one @, a dotted domain, no
// spaces. Full RFC 5322 accepts addresses no mail provider hands out.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL.test(v) && !v.includes('..');
}

/** Lower-cased and trimmed: one mailbox, one account, whatever the caller's capitalisation. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Mainland China mobile numbers: 11 digits starting 13–19, optionally written with +86 / 0086 / 86.
const MOBILE = /^(?:\+?86|0086)?[\s-]?(1[3-9]\d{9})$/;

export function isValidMobile(value: string): boolean {
  return MOBILE.test(value.trim().replace(/[\s-]/g, ''));
}

/** The 11-digit national number (the form we store and match on), or undefined when not valid. */
export function normalizeMobile(value: string): string | undefined {
  return MOBILE.exec(value.trim().replace(/[\s-]/g, ''))?.[1];
}

export type ContactCategory = 'email' | 'mobile';

/** Normalised number for a category, or undefined when it is not a valid one of that kind. */
export function normalizeContact(category: ContactCategory, value: string): string | undefined {
  if (category === 'email') return isValidEmail(value) ? normalizeEmail(value) : undefined;
  return normalizeMobile(value);
}
