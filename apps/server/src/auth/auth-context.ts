import type { TokenSigner } from './tokens.js';

/** What the auth services need from the app: the signer, the API-key pepper and the settings. */
export interface AuthContext {
  signer: TokenSigner;
  pepper: string;
  ttlSeconds: number;
  guestSecret: string;
  codeSendsPerIpPerHour: number;
  signInFailuresPerIp: number;
  /** Lifetime of messaging-app QR codes. */
  qrTtlSeconds: number;
}
