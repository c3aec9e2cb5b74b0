import type { ProviderConnector } from '../../connector.js';

export { createQrCode, getQrStatus, type MsgappClientOptions } from './client.js';
export {
  fromCreateResponse,
  fromStatusResponse,
  type MsgappFailure,
  type MsgappUser,
  QR_STATUSES,
  type QrCreateResult,
  type QrStatus,
  type QrStatusResult,
  toCreateRequest,
} from './mapping.js';

/** The messaging-app provider's QR sign-in (our path segment: /auth/msgapp/…). */
export const msgappConnector: ProviderConnector<'msgapp'> = {
  id: 'msgapp-qr-v1',
  kind: 'messaging',
  provides: 'msgapp',
  name: 'Messaging app QR sign-in (HTTP JSON v1)',
  capabilities: ['qr-sign-in'],
  create: ({ baseUrl, apiKey }) => ({ baseUrl, apiKey }),
};
