import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The DCSA specs served here (T&T 2.2, CS 1.0, OVS 3.0) declare no security scheme; carriers
 * put their own gateway in front. The sandbox accepts the two forms those gateways use: an
 * `API-Key` header, or `Authorization: Bearer <key>`.
 */
export function presentedApiKey(req: IncomingMessage): string | undefined {
  const header = req.headers['api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const auth = req.headers.authorization;
  const match = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return match?.[1];
}

export function isAuthorized(req: IncomingMessage, apiKey: string): boolean {
  const presented = presentedApiKey(req);
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(apiKey);
  return a.length === b.length && timingSafeEqual(a, b);
}
