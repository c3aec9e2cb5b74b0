/**
 * Required and non-empty (platform.md §5: username, name, company name, position, verification
 * code). Whitespace alone does not count as filled.
 */
export function isFilled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Names of the fields that are missing or blank, in the order given. */
export function missingFields(values: Record<string, string | null | undefined>): string[] {
  return Object.entries(values)
    .filter(([, value]) => !isFilled(value))
    .map(([field]) => field);
}

/** A verification code as sent by us: exactly six digits. */
export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
