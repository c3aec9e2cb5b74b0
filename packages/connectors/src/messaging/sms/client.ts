import { fromSendResponse, type SmsSendResult, toSendRequest } from './mapping.js';

export interface SmsClientOptions {
  /** Provider base URL, e.g. https://sms.example.com (the sandbox: http://127.0.0.1:<port>). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** HTTP only: sends one message and returns the mapped result; network failures → 'unavailable'. */
export async function sendSms(
  options: SmsClientOptions,
  message: { to: string; text: string },
): Promise<SmsSendResult> {
  try {
    const res = await fetch(new URL('/v1/messages', options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
      body: JSON.stringify(toSendRequest(message)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body: unknown = await res.json().catch(() => null);
    return fromSendResponse(res.status, body);
  } catch (err) {
    return { ok: false, reason: 'unavailable', detail: (err as Error).message };
  }
}
