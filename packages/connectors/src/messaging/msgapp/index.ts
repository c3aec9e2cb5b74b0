import type { ProviderConnector } from '../../connector.js';

export { createQrCode, getQrStatus, type MsgappClientOptions, sendMsgappMessage } from './client.js';
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
export {
  fromSendResponse as fromMsgappSendResponse,
  MSGAPP_MAX_TEXT,
  type MsgappMessage,
  type MsgappSendRequest,
  type MsgappSendResult,
  toSendRequest as toMsgappSendRequest,
} from './send-mapping.js';

/** The messaging-app provider: QR sign-in and binding (our path segment: /auth/msgapp/…), and pushing messages to bound accounts. */
export const msgappConnector: ProviderConnector<'msgapp'> = {
  id: 'msgapp-qr-v1',
  kind: 'messaging',
  provides: 'msgapp',
  name: 'Messaging app QR sign-in and messages (HTTP JSON v1)',
  capabilities: ['qr-sign-in', 'send'],
  create: ({ baseUrl, apiKey }) => ({ baseUrl, apiKey }),
};
