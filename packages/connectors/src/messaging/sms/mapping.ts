/**
 * Pure mapping of the SMS provider protocol (HTTP JSON):
 *   POST /v1/messages  x-api-key: <key>  {"to": "+86…", "text": "…"}  → 202 {"id", "status"}
 * Errors answer 4xx/5xx with {"error": "<code>", "detail"?: "…"}.
 */
export interface SmsSendRequest {
  to: string;
  text: string;
}

export type SmsSendResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; reason: 'unauthorized' | 'rejected' | 'unavailable'; detail: string };

/** Our numbers are 11-digit mainland China mobiles; the provider wants E.164. */
export function toSendRequest(message: { to: string; text: string }): SmsSendRequest {
  const digits = message.to.replace(/\D/g, '');
  const national = digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
  return { to: `+86${national}`, text: message.text };
}

export function fromSendResponse(status: number, body: unknown): SmsSendResult {
  const fields = (body ?? {}) as { id?: unknown; error?: unknown; detail?: unknown };
  if (status >= 200 && status < 300 && typeof fields.id === 'string')
    return { ok: true, providerMessageId: fields.id };
  const detail = typeof fields.detail === 'string' ? fields.detail : String(fields.error ?? `HTTP ${status}`);
  if (status === 401 || status === 403) return { ok: false, reason: 'unauthorized', detail };
  if (status >= 400 && status < 500) return { ok: false, reason: 'rejected', detail };
  return { ok: false, reason: 'unavailable', detail };
}
