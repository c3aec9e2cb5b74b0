import { afterLoginTarget } from './after-login';

/**
 * /authorize (platform.md §2 "authorization page"): the entry point of embedding partners and of
 * links sent through the messaging app. It turns a query key (`clientId` + `key`, views.md §6) or
 * a `unionId` into a read token, keeps it, and opens `redirect` (a path of this app only), e.g.
 * `/authorize?clientId=TL…&key=…&redirect=/ocean/detail?id=…`.
 */
export type AuthorizeGrant =
  | { kind: 'key'; clientId: string; key: string }
  | { kind: 'union'; unionId: string }
  | { kind: 'missing' };

export function authorizeGrantOf(params: URLSearchParams): AuthorizeGrant {
  const clientId = params.get('clientId')?.trim();
  const key = params.get('key')?.trim();
  const unionId = params.get('unionId')?.trim();
  if (clientId && key) return { kind: 'key', clientId, key };
  if (unionId) return { kind: 'union', unionId };
  return { kind: 'missing' };
}

/** Where to go once authorised: a same-app path, never another site (open redirects). */
export function authorizeTarget(params: URLSearchParams): string {
  return afterLoginTarget(params.get('redirect'));
}
