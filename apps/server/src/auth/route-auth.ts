import type { AuthRequirement } from './caller.js';

/**
 * Why a route that is not a GET still lets a read token in (`config: { auth: 'read', readToken }`):
 * - query: a query sent by POST (its filters in the body); it changes nothing;
 * - own-session: it ends the caller's own session and touches nothing else (logout).
 */
export type ReadTokenReason = 'query' | 'own-session';

/** One route's declaration, as the auth plugin saw it registered. */
export interface RouteAuth {
  method: string;
  url: string;
  auth: AuthRequirement;
  readToken?: ReadTokenReason | undefined;
}

/** Methods that only read: read tokens may call them wherever `auth` lets any token in. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Whether a route declared `auth` lets a read token (API key, union id) in at all. */
export function acceptsReadToken(auth: AuthRequirement): boolean {
  return auth === 'read' || auth === 'member-read';
}

/**
 * What is wrong with a route's declaration, or null. Read tokens never write, so a POST, PUT,
 * PATCH or DELETE route that lets them in must say why (a query by POST, logging oneself out);
 * one that forgot would hand every API key a write. A reason on a route that does not need one
 * is refused too, so no declaration says more than it does.
 */
export function routeAuthProblem({ method, url, auth, readToken }: RouteAuth): string | null {
  const route = `route ${method} ${url}`;
  const opensToReadTokens = acceptsReadToken(auth) && !READ_METHODS.has(method);
  if (opensToReadTokens && readToken === undefined)
    return `${route} lets read tokens in: declare config.auth 'write' or 'member', or why it only reads (config.readToken)`;
  if (!opensToReadTokens && readToken !== undefined)
    return `${route} declares config.readToken '${readToken}' but ${READ_METHODS.has(method) ? 'is a read' : `its auth '${auth}' does not let read tokens in`}`;
  return null;
}
