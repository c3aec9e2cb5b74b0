import {
  checkPassword as domainCheckPassword,
  normalizeMobile as domainNormalizeMobile,
  isValidEmail,
  isValidMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@tracklane/domain';

/**
 * Form rules of platform.md §5 for the account screens. The rules themselves are the domain's
 * (packages/domain/src/validation, shared with the server); this file only maps each problem to
 * an i18n key of the `auth` namespace (`validation.*`) and adds the client-side avatar check.
 */

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
/** Avatar upload limit, checked before the server sees the file. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

export type ValidationKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.mobile'
  | 'validation.emailOrMobile'
  | 'validation.passwordLength'
  | 'validation.passwordMismatch'
  | 'validation.avatarType'
  | 'validation.avatarSize';

export function isEmail(value: string): boolean {
  return isValidEmail(value);
}

export function isChinaMobile(value: string): boolean {
  return isValidMobile(value);
}

/** The channel a code goes to: an e-mail address, a mainland mobile number, or neither. */
export function contactKind(value: string): 'email' | 'mobile' | null {
  if (isEmail(value)) return 'email';
  if (isChinaMobile(value)) return 'mobile';
  return null;
}

export function checkRequired(value: unknown): ValidationKey | null {
  if (value === undefined || value === null) return 'validation.required';
  return String(value).trim() === '' ? 'validation.required' : null;
}

export function checkEmail(value: string | undefined): ValidationKey | null {
  return value && !isEmail(value) ? 'validation.email' : null;
}

export function checkMobile(value: string | undefined): ValidationKey | null {
  return value && !isChinaMobile(value) ? 'validation.mobile' : null;
}

export function checkEmailOrMobile(value: string | undefined): ValidationKey | null {
  return value && contactKind(value) === null ? 'validation.emailOrMobile' : null;
}

export function checkPassword(value: string | undefined): ValidationKey | null {
  if (!value) return null;
  return domainCheckPassword(value) ? 'validation.passwordLength' : null;
}

export function checkConfirm(
  password: string | undefined,
  confirm: string | undefined,
): ValidationKey | null {
  return confirm && password !== confirm ? 'validation.passwordMismatch' : null;
}

export function checkAvatar(file: { type: string; size: number }): ValidationKey | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'validation.avatarType';
  return file.size > AVATAR_MAX_BYTES ? 'validation.avatarSize' : null;
}

/** The server stores the bare 11 digits; users paste +86 numbers. Invalid input is returned trimmed. */
export function normalizeMobile(value: string): string {
  return domainNormalizeMobile(value) ?? value.trim();
}
