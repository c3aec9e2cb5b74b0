/**
 * Examples of the notification and webhook calls in the OpenAPI reference (issue 21: "every call
 * with examples"). Kept here, apart from the routes, so openapi-examples.test.ts can parse each
 * against its wire schema: an example that drifts from the contract fails there.
 */

/** An answer's example: the data in the success envelope every call answers with. */
export const envelope = <T>(data: T) => ({ examples: [{ statusCode: 20000, message: 'success', data }] });

export const ENDPOINT_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const SUBSCRIPTION_ID = '8d2e4f60-1b3c-4a5d-9e7f-2c4b6d8e0a12';
const NOTICE_IDS = ['c6a1e2f3-4b5c-4d6e-8f70-81a2b3c4d5e6', '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'];

/** POST /application/rule/event: the member's own rule, the addresses as one text. */
export const notificationRuleInputExample = {
  enabled: true,
  events: ['ETA_CHANGE', 'ETD_CHANGE', 'VESSEL_ARRIVED', 'AVAILABLE_FOR_PICKUP', 'HOLD_SET'],
  thresholdHours: 6,
  scope: { kind: 'filter', filter: { carrierCodes: ['MAEU'], podCodes: ['NLRTM'] } },
  channels: { email: true, msgapp: false },
  emails: 'ops@example.com，imports@example.com',
} as const;

/** GET and POST /application/rule/event: a member who saved their own rule. */
export const effectiveRuleExample = {
  enabled: true,
  events: ['ETA_CHANGE', 'ETD_CHANGE', 'VESSEL_ARRIVED', 'AVAILABLE_FOR_PICKUP', 'HOLD_SET'],
  thresholdHours: 6,
  scope: { kind: 'filter', filter: { carrierCodes: ['MAEU'], podCodes: ['NLRTM'] } },
  channels: { inapp: true, email: true, msgapp: false },
  emails: ['ops@example.com', 'imports@example.com'],
  msgappBound: false,
  isDefault: false,
  source: 'member',
  organizationRuleSet: true,
  updatedAt: '2026-11-27T10:00:00.000Z',
} as const;

/** GET /application/rule/calls0. */
export const notificationUsageExample = {
  month: '2026-11',
  edition: 'professional',
  channels: [
    { channel: 'inapp', sent: 214, limit: null, failed: 0 },
    { channel: 'email', sent: 87, limit: 2000, failed: 1 },
    { channel: 'msgapp', sent: 0, limit: 500, failed: 0 },
  ],
  notices: { total: 214, unread: 3 },
} as const;

const shipmentExample = {
  subscriptionId: SUBSCRIPTION_ID,
  businessNumber: 'MAEU123456789',
  carrierCode: 'MAEU',
  vessel: 'MAERSK EMDEN',
  voyage: '447W',
  polCode: 'CNSHA',
  podCode: 'NLRTM',
} as const;

const etaChange = {
  event: 'ETA_CHANGE',
  portCode: 'NLRTM',
  placeRole: 'POD',
  code: null,
  portTimeZone: 'Europe/Amsterdam',
  portName: 'Rotterdam',
  oldValue: '2026-12-18T06:00:00.000Z',
  newValue: '2026-12-20T14:00:00.000Z',
  deltaHours: 56,
  source: 'carrier',
} as const;

const arrivedChange = {
  event: 'VESSEL_ARRIVED',
  portCode: 'SGSIN',
  placeRole: 'POT',
  code: 'TSBA',
  portTimeZone: 'Asia/Singapore',
  portName: 'Singapore',
  oldValue: null,
  newValue: '2026-11-27T03:40:00.000Z',
  deltaHours: null,
  source: 'carrier',
} as const;

/** GET /application/notices: one unread notice with two changes, one read. */
export const noticesPageExample = {
  items: [
    {
      id: NOTICE_IDS[0],
      createdAt: '2026-11-27T08:15:00.000Z',
      readAt: null,
      shipment: shipmentExample,
      changes: [arrivedChange, etaChange],
    },
    {
      id: NOTICE_IDS[1],
      createdAt: '2026-11-25T21:02:00.000Z',
      readAt: '2026-11-26T07:30:00.000Z',
      shipment: shipmentExample,
      changes: [
        {
          ...etaChange,
          oldValue: '2026-12-16T06:00:00.000Z',
          newValue: '2026-12-18T06:00:00.000Z',
          deltaHours: 48,
        },
      ],
    },
  ],
  total: 2,
  unread: 1,
} as const;

/** GET /application/notices/unread and the answer of POST /application/notices/read. */
export const unreadNoticesExample = { unread: 3 } as const;
export const noticesReadAnswerExample = { unread: 1 } as const;

/** POST /application/notices/read: these notices, or all. */
export const markNoticesReadExamples = [{ ids: NOTICE_IDS }, { all: true }] as const;

/** POST /application/notices/unsubscribe: the address removed; e-mail off when it was the last. */
export const noticeUnsubscribedExample = { email: 'imports@example.com', emailEnabled: true } as const;

/** GET /application/rule/deliveries: a notice e-mail given up, a digest sent. */
export const deliveryLogExample = {
  total: 2,
  items: [
    {
      id: '5b7c0a8e-2f0d-4c1e-9a51-1d4c2b7f9e10',
      kind: 'notice',
      channel: 'email',
      target: 'ops@example.com',
      status: 'failed',
      attempts: 5,
      lastError: '550 5.1.1 mailbox unavailable',
      createdAt: '2026-11-27T08:00:00.000Z',
      sentAt: null,
      businessNumber: 'MAEU123456789',
      events: ['ETA_CHANGE'],
    },
    {
      id: '0e3f6c52-8d0b-4c8e-b0f7-3a2d9c4e5f61',
      kind: 'digest',
      channel: 'email',
      target: 'lead@example.com',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-27T00:00:02.000Z',
      sentAt: '2026-11-27T00:00:03.000Z',
      businessNumber: null,
      events: [],
    },
  ],
} as const;

/** GET /application/webhooks and the answer of /application/webhooks/update. */
export const webhookEndpointExample = {
  id: ENDPOINT_ID,
  url: 'https://hooks.example.com/tracklane',
  description: 'ERP import',
  eventTypes: ['ETA_CHANGE', 'ATA_CHANGE', 'VESSEL_ARRIVED', 'AVAILABLE_FOR_PICKUP', 'HOLD_SET'],
  thresholdHours: 12,
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretValidUntil: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
} as const;

export const webhookEndpointsExample = [
  webhookEndpointExample,
  {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    url: 'https://tms.example.net/hooks/ocean',
    description: '',
    eventTypes: ['ROLLED', 'PORT_OMITTED', 'DATA_STALE'],
    thresholdHours: 6,
    enabled: false,
    disabledReason: 'failing',
    failingSince: '2026-11-22T04:00:00.000Z',
    previousSecretValidUntil: null,
    createdAt: '2026-10-02T12:00:00.000Z',
    updatedAt: '2026-11-25T04:00:00.000Z',
  },
] as const;

/** POST /application/webhooks: the new endpoint with its secret, shown this once. */
export const webhookCreatedExample = {
  ...webhookEndpointExample,
  thresholdHours: 6,
  updatedAt: '2026-11-20T09:00:00.000Z',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
} as const;

/** POST /application/webhooks/rotate: the new secret; the previous one signs 24 h more. */
export const webhookRotatedExample = {
  ...webhookEndpointExample,
  previousSecretValidUntil: '2026-11-28T10:00:00.000Z',
  secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
} as const;

/** GET /application/webhooks/deliveries: a message delivered on its second attempt. */
export const webhookDeliveriesExample = {
  items: [
    {
      id: 'msg_mie0h2x4kq3Zb9VYtS1cR8pW0aLd',
      type: 'shipment.changed',
      eventTypes: ['ETA_CHANGE', 'VESSEL_ARRIVED'],
      createdAt: '2026-11-27T08:15:00.000Z',
      status: 'delivered',
      nextAttemptAt: null,
      attempts: [
        {
          id: '6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817',
          at: '2026-11-27T08:15:07.000Z',
          statusCode: 200,
          latencyMs: 142,
          responseExcerpt: '{"received":true}',
          error: null,
          succeeded: true,
        },
        {
          id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10',
          at: '2026-11-27T08:15:02.000Z',
          statusCode: 503,
          latencyMs: 10_000,
          responseExcerpt: 'Service Unavailable',
          error: 'HTTP 503',
          succeeded: false,
        },
      ],
    },
  ],
  total: 1,
} as const;

/** POST /application/webhooks/redeliver: messages queued again. */
export const webhookRedeliveredExample = { queued: 12 } as const;

/** POST /application/webhooks/test: the test message's webhook-id. */
export const webhookTestSentExample = { messageId: 'msg_mie0k7p1aQ4cX2nR8sT0vW3yZ5bD' } as const;
