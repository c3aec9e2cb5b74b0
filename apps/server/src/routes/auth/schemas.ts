import { LOGIN_KINDS, TOKEN_TYPES } from '@tracklane/domain';
import { z } from 'zod';

export const ZTokenResponse = z.object({
  accessToken: z.string().describe('JWT for `Authorization: Bearer …`'),
  expiresIn: z.number().int().describe('Seconds until the token expires'),
  loginType: z.enum(['normal', 'guest']),
  tokenType: z.enum(TOKEN_TYPES).describe('write: from a sign-in; read: from an API key or union id'),
});

export const ZLoginKind = z.enum(LOGIN_KINDS);

/** `data: null` for calls that only report success. */
export const ZNull = z.null();
