import type { MsgappFailure } from './mapping.js';

/**
 * Pure mapping of the messaging-app "send a message" call (msgapp HTTP JSON v1):
 *
 *   POST /v1/messages  x-api-key
 *     {"unionId" | "openId": "<the bound account>", "text": "…", "url"?: "https://…",
 *      "idempotencyKey": "<ours, ≤ 128>"}
 *     → 201 {"messageId"}      (a repeated idempotencyKey answers 200 with the first messageId)
 *     → 404 {"error": "unknown_user"} · 403 {"error": "not_followed"} (the user blocked the app)
 *     → 400 invalid_request · 401 unauthorized · 5xx (try again later)
 *
 * We address the account by the union id a QR binding stored (user_identities); providers that
 * want the app's own open id accept that instead. A 4xx is final (retrying will not help); a 5xx
 * or a network failure is 'unavailable', worth retrying with the same key.
 */
export interface MsgappSendRequest {
  unionId?: string;
  openId?: string;
  text: string;
  url?: string;
  idempotencyKey: string;
}

export interface MsgappMessage {
  /** The bound account: `{unionId}` (what a QR binding stores) or `{openId}`. */
  to: { unionId: string } | { openId: string };
  text: string;
  /** A link the app shows under the text (opens the shipment). */
  url?: string | undefined;
  /** The same key is delivered once: our delivery id, so a redelivery after a crash is not shown twice. */
  idempotencyKey: string;
}

export type MsgappSendResult =
  | { ok: true; messageId: string; duplicate: boolean }
  | (MsgappFailure & { final: boolean });

/** Message texts longer than this are cut (the provider refuses more). */
export const MSGAPP_MAX_TEXT = 2000;

export function toSendRequest(message: MsgappMessage): MsgappSendRequest {
  const text =
    message.text.length > MSGAPP_MAX_TEXT ? `${message.text.slice(0, MSGAPP_MAX_TEXT - 1)}…` : message.text;
  return {
    ...message.to,
    text,
    ...(message.url ? { url: message.url } : {}),
    idempotencyKey: message.idempotencyKey.slice(0, 128),
  };
}

export function fromSendResponse(status: number, body: unknown): MsgappSendResult {
  const fields = (body ?? {}) as { messageId?: unknown; error?: unknown; detail?: unknown };
  if (status >= 200 && status < 300 && typeof fields.messageId === 'string')
    return { ok: true, messageId: fields.messageId, duplicate: status === 200 };
  const detail = typeof fields.detail === 'string' ? fields.detail : String(fields.error ?? `HTTP ${status}`);
  // Our key is wrong: an operator's fix makes the retries go through.
  if (status === 401) return { ok: false, reason: 'unauthorized', detail, final: false };
  // A 429 is the provider's rate limit: worth retrying like a 5xx.
  if (status >= 400 && status < 500 && status !== 429)
    return { ok: false, reason: 'rejected', detail, final: true };
  return { ok: false, reason: 'unavailable', detail, final: false };
}
