/**
 * Token vocabulary shared by server and web (views.md §6). A write token comes from a sign-in
 * (normal or guest); a read token from an API key or a union id and can never write.
 */
export const TOKEN_TYPES = ['write', 'read'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** How the session was obtained (the JWT's `lt` claim). */
export const LOGIN_KINDS = ['normal', 'guest', 'api', 'union'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

/** What the web app stores as `loginType` (platform.md §3): only guests are told apart. */
export type LoginType = 'normal' | 'guest';

export function loginTypeOf(kind: LoginKind): LoginType {
  return kind === 'guest' ? 'guest' : 'normal';
}

/** Body of every token call. */
export interface TokenResponse {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  loginType: LoginType;
  tokenType: TokenType;
}

/** `change`: confirms a new e-mail address or mobile number of a signed-in member's profile. */
export const VERIFICATION_CODE_TYPES = ['register', 'login', 'reset', 'change'] as const;
export type VerificationCodeType = (typeof VERIFICATION_CODE_TYPES)[number];

/** Verification-code rules: 6 digits, 10 minutes, single use, 5 wrong tries, resend after 60 s. */
export const VERIFICATION_CODE = {
  length: 6,
  ttlSeconds: 600,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxPerNumberPerHour: 10,
} as const;

/**
 * Sign-in throttle. Failures count per account *and* IP, so an attacker elsewhere never locks
 * the owner out: after `freeFailures` from one IP on one account, each further try from there
 * waits `firstDelaySeconds` after the last failure, doubled per failure, at most
 * `maxDelayMinutes`; a success there forgets them, else they are forgotten after
 * `accountIpMemoryHours`. Each IP may fail SIGN_IN_FAILURES_PER_IP times in `windowMinutes`
 * across all accounts (against password spraying), except on accounts that signed in from it
 * within `knownIpDays`.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  firstDelaySeconds: 60,
  maxDelayMinutes: 15,
  accountIpMemoryHours: 24,
  windowMinutes: 15,
  knownIpDays: 30,
} as const;
