/**
 * Pure mapping of the messaging-app QR sign-in protocol ("msgapp", HTTP JSON v1):
 *
 *   POST /v1/qrcodes        x-api-key  {"scene": "<our id>", "expiresIn": 300}
 *     → 201 {"ticket", "url", "expiresIn"}          (url: what the QR code encodes)
 *   GET  /v1/qrcodes/<ticket>  x-api-key
 *     → 200 {"status": "waiting" | "scanned" | "confirmed" | "cancelled" | "expired",
 *            "user"?: {"unionId", "openId", "nickname"}}   (user only once confirmed)
 *
 * Errors answer 4xx/5xx with {"error": "<code>", "detail"?: "…"}; an unknown ticket is 404.
 */
export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

export interface MsgappUser {
  unionId: string;
  openId: string;
  nickname: string;
}

export type MsgappFailure = {
  ok: false;
  reason: 'unauthorized' | 'rejected' | 'unavailable';
  detail: string;
};

export type QrCreateResult = { ok: true; ticket: string; url: string; expiresIn: number } | MsgappFailure;

export type QrStatusResult = { ok: true; status: QrStatus; user: MsgappUser | null } | MsgappFailure;

export function toCreateRequest(scene: string, expiresIn: number): { scene: string; expiresIn: number } {
  return { scene, expiresIn: Math.max(30, Math.round(expiresIn)) };
}

function failure(status: number, body: unknown): MsgappFailure {
  const fields = (body ?? {}) as { error?: unknown; detail?: unknown };
  const detail = typeof fields.detail === 'string' ? fields.detail : String(fields.error ?? `HTTP ${status}`);
  if (status === 401 || status === 403) return { ok: false, reason: 'unauthorized', detail };
  if (status >= 400 && status < 500) return { ok: false, reason: 'rejected', detail };
  return { ok: false, reason: 'unavailable', detail };
}

export function fromCreateResponse(status: number, body: unknown): QrCreateResult {
  const f = (body ?? {}) as { ticket?: unknown; url?: unknown; expiresIn?: unknown };
  if (status >= 200 && status < 300 && typeof f.ticket === 'string' && typeof f.url === 'string')
    return {
      ok: true,
      ticket: f.ticket,
      url: f.url,
      expiresIn: typeof f.expiresIn === 'number' && f.expiresIn > 0 ? f.expiresIn : 300,
    };
  return failure(status, body);
}

function userOf(value: unknown): MsgappUser | null {
  const u = (value ?? {}) as { unionId?: unknown; openId?: unknown; nickname?: unknown };
  if (typeof u.unionId !== 'string' || u.unionId.length === 0) return null;
  return {
    unionId: u.unionId,
    openId: typeof u.openId === 'string' ? u.openId : u.unionId,
    nickname: typeof u.nickname === 'string' ? u.nickname.slice(0, 64) : '',
  };
}

/** An unknown ticket (404) counts as expired: the provider forgets tickets once they lapse. */
export function fromStatusResponse(status: number, body: unknown): QrStatusResult {
  if (status === 404) return { ok: true, status: 'expired', user: null };
  const f = (body ?? {}) as { status?: unknown; user?: unknown };
  if (status >= 200 && status < 300 && QR_STATUSES.includes(f.status as QrStatus)) {
    const user = userOf(f.user);
    // "confirmed" without a user is a broken answer, not a sign-in.
    if (f.status === 'confirmed' && !user)
      return { ok: false, reason: 'rejected', detail: 'confirmed without user' };
    return { ok: true, status: f.status as QrStatus, user: f.status === 'confirmed' ? user : null };
  }
  return failure(status, body);
}
