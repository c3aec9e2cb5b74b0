import { AppError, type LoginKind, StatusCode, type TokenType, visitorMessage } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.js';
import type { Access } from './access.js';

/** Who is calling, from a verified token whose session is live. */
export interface Caller {
  /** User id, or guest id for guests. */
  subject: string;
  /** Null for guests. */
  organizationId: string | null;
  tokenType: TokenType;
  loginKind: LoginKind;
  sessionId: string;
  /** A member who joined by invitation and waits for approval: almost every route refuses them. */
  pending: boolean;
  /**
   * The member's access as read with the session when the token was checked (this request's, or
   * a live connection's last revalidation); loadAccess reads it fresh when absent.
   */
  access?: Access | undefined;
}

export interface Member extends Caller {
  organizationId: string;
}

/**
 * What a route needs (`config: { auth }`):
 * - public: no token (a valid one is still read, so the caller is known when given);
 * - read: any valid token; write: a write token (sign-in, normal or guest);
 * - member-read: any valid token of a member (not a guest); member: a member's write token.
 */
export type AuthRequirement = 'public' | 'read' | 'write' | 'member-read' | 'member';

/** The caller of a route that required a token (the auth hook guarantees it is there). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(StatusCode.TOKEN_INVALID);
  return request.caller;
}

/** The caller of a member route; a guest gets the spec's visitor message (40300). */
export function memberOf(request: FastifyRequest): Member {
  const caller = callerOf(request);
  if (caller.loginKind === 'guest' || caller.organizationId === null)
    throw new AppError(StatusCode.NO_PERMISSION, visitorMessage(requestLanguage(request)));
  return caller as Member;
}
