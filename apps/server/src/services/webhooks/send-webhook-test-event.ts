import type { NoticeChange, WebhookEventType } from '@tracklane/domain';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';
import { type QueueWebhookAttempt, writeWebhookMessage } from './write-webhook-message.js';

const departure = (event: WebhookEventType) => event === 'ETD_CHANGE' || event === 'ATD_CHANGE';
const actual = (event: WebhookEventType) => event === 'ATD_CHANGE' || event === 'ATA_CHANGE';

/**
 * "Send a test event": a message of type `webhook.test` with a sample shipment and one change of
 * the chosen event type (`data.test` true), delivered like any other (same signing, retries and
 * log). To a disabled endpoint it is not sent: its attempt stops and marks it failed, as for others.
 */
export async function sendWebhookTestEvent({
  db,
  caller,
  endpointId,
  eventType,
  now = new Date(),
  queue,
}: {
  db: Database;
  caller: Member;
  endpointId: string;
  eventType: WebhookEventType;
  now?: Date;
  queue: QueueWebhookAttempt;
}): Promise<{ messageId: string }> {
  await requireWebhookAccess(db, caller, 'manage');
  const endpoint = await ownWebhookEndpoint(db.orm, caller.organizationId, endpointId);
  const at = departure(eventType) ? Date.UTC(2030, 0, 10, 8) : Date.UTC(2030, 1, 12, 14);
  const change: NoticeChange = {
    event: eventType,
    portCode: departure(eventType) ? 'CNSHA' : 'NLRTM',
    portTimeZone: departure(eventType) ? 'Asia/Shanghai' : 'Europe/Amsterdam',
    portName: departure(eventType) ? 'Shanghai' : 'Rotterdam',
    // An actual time appears once: no old value.
    oldValue: actual(eventType) ? null : new Date(at).toISOString(),
    newValue: new Date(at + 30 * 3_600_000).toISOString(),
    deltaHours: actual(eventType) ? null : 30,
    source: 'carrier',
  };
  const messageId = await db.orm.transaction((tx) =>
    writeWebhookMessage(tx, {
      endpoint,
      type: 'webhook.test',
      data: {
        test: true,
        shipment: {
          subscriptionId: '00000000-0000-4000-8000-000000000000',
          businessNumber: 'TEST1234567',
          carrierCode: 'MAEU',
          vessel: 'SAMPLE VESSEL',
          voyage: '001W',
          polCode: 'CNSHA',
          podCode: 'NLRTM',
        },
        eventTypes: [eventType],
        changes: [change],
      },
      now,
      queue,
    }),
  );
  return { messageId };
}
