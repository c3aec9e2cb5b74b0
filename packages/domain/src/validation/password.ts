/** Password rules of platform.md §5: 6 to 16 characters, and the two entries must match. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'mismatch';

/** Characters as people count them (code points), so an emoji is one, not two UTF-16 units. */
function lengthOf(value: string): number {
  return [...value].length;
}

export function checkPassword(password: string): PasswordProblem | undefined {
  if (password.length === 0) return 'required';
  if (lengthOf(password) < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (lengthOf(password) > PASSWORD_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** Checks the password itself first, then that the confirmation repeats it exactly. */
export function checkPasswordPair(password: string, confirmPassword: string): PasswordProblem | undefined {
  return checkPassword(password) ?? (password === confirmPassword ? undefined : 'mismatch');
}
