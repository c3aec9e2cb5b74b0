import type { ProviderConnector } from '../../connector.js';
import { sendSms } from './client.js';

export { type SmsClientOptions, sendSms } from './client.js';
export { fromSendResponse, type SmsSendRequest, type SmsSendResult, toSendRequest } from './mapping.js';

export const smsConnector: ProviderConnector<'sms'> = {
  id: 'sms-http-v1',
  kind: 'messaging',
  provides: 'sms',
  name: 'SMS (HTTP JSON v1)',
  capabilities: ['send'],
  create: ({ baseUrl, apiKey }) => ({ send: (message) => sendSms({ baseUrl, apiKey }, message) }),
};
