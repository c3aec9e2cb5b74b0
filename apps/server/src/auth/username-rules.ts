import { isValidMobile } from '@tracklane/domain';
import { fieldError } from './field-error.js';

export const USERNAME_MAX_LENGTH = 32;

/**
 * Usernames share the sign-in box with e-mail addresses and mobile numbers, so they may look
 * like neither: then one typed name can only ever mean one account.
 */
export function assertUsername(username: string): string {
  const name = username.trim();
  if (name.length === 0) throw fieldError('username', 'required');
  if ([...name].length < 2 || [...name].length > USERNAME_MAX_LENGTH)
    throw fieldError('username', 'usernameLength', { max: USERNAME_MAX_LENGTH });
  if (name.includes('@') || isValidMobile(name) || /\s/.test(name))
    throw fieldError('username', 'usernameShape');
  return name;
}

/** Postgres unique violation (drizzle wraps driver errors; the code sits on the cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
