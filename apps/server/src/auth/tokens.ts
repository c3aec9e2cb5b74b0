import { LOGIN_KINDS, type LoginKind, TOKEN_TYPES, type TokenType } from '@tracklane/domain';
import { jwtVerify, SignJWT } from 'jose';

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

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
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
      try {
        // Pinning the algorithm refuses `alg: none` and key-confusion tricks.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const { sub, org, typ, lt, sid } = payload as Partial<Record<keyof TokenClaims, unknown>>;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return undefined;
        if (!(TOKEN_TYPES as readonly unknown[]).includes(typ)) return undefined;
        if (!(LOGIN_KINDS as readonly unknown[]).includes(lt)) return undefined;
        return { sub, org, sid, typ: typ as TokenType, lt: lt as LoginKind };
      } catch {
        return undefined;
      }
    },
  };
}
