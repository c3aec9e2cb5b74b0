import type { Language } from '../i18n/languages.js';

/** Our path segment of the messaging-app provider: /auth/msgapp/qrcode, /qrcode_state, /token. */
export const MSGAPP_PROVIDER = 'msgapp';

/**
 * What `GET /auth/{provider}/qrcode_state` answers while the login page polls:
 * waiting → scanned → confirmed (login: the bound user may take the token) or unbound (the
 * messaging account is not linked to any user); bind scenes end in bound or taken (linked to
 * another user); cancelled and expired end a scene; used: its token was already taken.
 */
export const QR_SCENE_STATES = [
  'waiting',
  'scanned',
  'confirmed',
  'unbound',
  'bound',
  'taken',
  'cancelled',
  'expired',
  'used',
] as const;
export type QrSceneState = (typeof QR_SCENE_STATES)[number];

/** States after which polling stops. */
export function isFinalQrState(state: QrSceneState): boolean {
  return state !== 'waiting' && state !== 'scanned';
}

/** Spec platform.md §8 "QR code expired (refresh)". */
export const QR_EXPIRED_MESSAGES: Record<Language, string> = {
  en: 'QR code expired, please refresh',
  zh: '二维码已过期，请刷新',
  jp: 'QR コードの有効期限が切れました。更新してください',
};

export function qrExpiredMessage(language: Language = 'en'): string {
  return QR_EXPIRED_MESSAGES[language];
}

export const QR_NOT_CONFIRMED_MESSAGES: Record<Language, string> = {
  en: 'The QR code has not been confirmed on the phone yet',
  zh: '尚未在手机上确认二维码登录',
  jp: 'スマートフォンで QR コードのログインがまだ確認されていません',
};
