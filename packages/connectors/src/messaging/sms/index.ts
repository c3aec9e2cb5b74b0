import type { ConnectorMeta } from '../../index.js';

export { type SmsClientOptions, sendSms } from './client.js';
export { fromSendResponse, type SmsSendRequest, type SmsSendResult, toSendRequest } from './mapping.js';

export const smsConnector: ConnectorMeta = {
  id: 'sms-http-v1',
  kind: 'messaging',
  name: 'SMS (HTTP JSON v1)',
};
