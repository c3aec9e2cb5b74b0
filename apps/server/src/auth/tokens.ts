import { LOGIN_KINDS, type LoginKind, TOKEN_TYPES, type TokenType } from '@tracklane/domain';
import { jwtVerify, SignJWT } from 'jose';
import { makeRoom } from '../cache/make-room.js';

/** The claims of our access tokens (HS256 JWT). */
export interface TokenClaims {
  /** User id, or guest id for guests. */
  sub: string;
  /** Organisation id; empty for guests (they belong to none). */
  org: string;
  typ: TokenType;
  lt: LoginKind;
  /** Session id: the `sessions` row that revocation flips. */
  sid: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token; undefined otherwise. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const ISSUER = 'tracklane';

/** Verified tokens kept (an HMAC check per call was ~5% of a list call's CPU). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token string verified once verifies the same until it expires (its claims are signed), so
  // the signature check runs once per token, not once per call. The expiry is still checked on
  // every call; revocation is the session check's job (kept at most seconds, and dropped as soon
  // as a session, user or key changes: services/auth/session-cache.ts).
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAtMs: number) => {
    makeRoom(verified, VERIFIED_CACHE_SIZE);
    verified.set(token, { claims, expiresAtMs });
  };
  return {
    sign(claims, expiresAt) {
      return new SignJWT({ org: claims.org, typ: claims.typ, lt: claims.lt, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        // Pinning the algorithm refuses `alg: none` and key-confusion tricks.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const { sub, org, typ, lt, sid } = payload as Partial<Record<keyof TokenClaims, unknown>>;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return undefined;
        if (!(TOKEN_TYPES as readonly unknown[]).includes(typ)) return undefined;
        if (!(LOGIN_KINDS as readonly unknown[]).includes(lt)) return undefined;
        const claims: TokenClaims = { sub, org, sid, typ: typ as TokenType, lt: lt as LoginKind };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
