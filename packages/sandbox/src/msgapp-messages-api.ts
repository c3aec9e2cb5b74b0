import { type MsgappInbox, unionIdOf } from './msgapp-inbox.js';

const MAX_TEXT = 2000;

/**
 * `POST /v1/messages` of the sandbox messaging app: validates the body, finds the account (by
 * union or open id) and stores the message once per idempotency key (201 first, 200 repeated).
 */
export function messagesApi(
  text: string,
  inbox: MsgappInbox,
  now: Date,
): { status: number; body: Record<string, unknown> } {
  let body: Record<string, unknown>;
  try {
    body = (JSON.parse(text) ?? {}) as Record<string, unknown>;
  } catch {
    return invalid('body must be JSON');
  }
  const { unionId, openId, text: message, url, idempotencyKey } = body;
  const account =
    typeof unionId === 'string' ? unionId : typeof openId === 'string' ? unionIdOf(openId) : null;
  if (!account || account.length > 128) return invalid('unionId or openId is required');
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_TEXT)
    return invalid(`text must be 1 to ${MAX_TEXT} characters`);
  if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\//i.test(url) || url.length > 2000))
    return invalid('url must be an http(s) URL');
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > 128)
    return invalid('idempotencyKey must be 1 to 128 characters');
  if (!inbox.knows(account))
    return { status: 404, body: { error: 'unknown_user', detail: 'no such account' } };
  const { message: stored, duplicate } = inbox.receive({
    unionId: account,
    text: message,
    url: typeof url === 'string' ? url : null,
    idempotencyKey,
    at: now,
  });
  return { status: duplicate ? 200 : 201, body: { messageId: stored.messageId } };
}

const invalid = (detail: string) => ({ status: 400, body: { error: 'invalid_request', detail } });
