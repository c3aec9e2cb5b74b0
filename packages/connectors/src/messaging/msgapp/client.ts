import {
  fromCreateResponse,
  fromStatusResponse,
  type QrCreateResult,
  type QrStatusResult,
  toCreateRequest,
} from './mapping.js';
import {
  fromSendResponse,
  type MsgappMessage,
  type MsgappSendResult,
  toSendRequest,
} from './send-mapping.js';

export interface MsgappClientOptions {
  /** Provider base URL (the sandbox: http://127.0.0.1:<port>). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

async function call(
  options: MsgappClientOptions,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(new URL(path, options.baseUrl), {
    method: init.method,
    headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** HTTP only: asks the provider for a sign-in QR code for our scene; network failures → 'unavailable'. */
export async function createQrCode(
  options: MsgappClientOptions,
  scene: string,
  expiresIn: number,
): Promise<QrCreateResult> {
  try {
    const { status, body } = await call(options, '/v1/qrcodes', {
      method: 'POST',
      body: toCreateRequest(scene, expiresIn),
    });
    return fromCreateResponse(status, body);
  } catch (err) {
    return { ok: false, reason: 'unavailable', detail: (err as Error).message };
  }
}

/** HTTP only: the state of a QR ticket (waiting, scanned, confirmed with the user, …). */
export async function getQrStatus(options: MsgappClientOptions, ticket: string): Promise<QrStatusResult> {
  try {
    const { status, body } = await call(options, `/v1/qrcodes/${encodeURIComponent(ticket)}`, {
      method: 'GET',
    });
    return fromStatusResponse(status, body);
  } catch (err) {
    return { ok: false, reason: 'unavailable', detail: (err as Error).message };
  }
}

/**
 * HTTP only: sends one message to a bound account. Network failures and 5xx → 'unavailable'
 * (retry with the same idempotency key); an unknown or unbound account → 'rejected', final.
 */
export async function sendMsgappMessage(
  options: MsgappClientOptions,
  message: MsgappMessage,
): Promise<MsgappSendResult> {
  try {
    const { status, body } = await call(options, '/v1/messages', {
      method: 'POST',
      body: toSendRequest(message),
    });
    return fromSendResponse(status, body);
  } catch (err) {
    return { ok: false, reason: 'unavailable', detail: (err as Error).message, final: false };
  }
}
