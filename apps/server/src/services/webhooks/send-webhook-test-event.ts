import { isDateChange, type NoticeChange, type WebhookEventType } from '@tracklane/domain';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { ownWebhookEndpoint } from './own-webhook-endpoint.js';
import { requireWebhookAccess } from './webhook-access.js';
import { type QueueWebhookAttempt, writeWebhookMessage } from './write-webhook-message.js';

/** Where each event's sample happens, and the code it carries (milestones and warnings). */
const SAMPLE_OF: Record<WebhookEventType, { atLoad: boolean; code: string | null }> = {
  ETD_CHANGE: { atLoad: true, code: null },
  ETA_CHANGE: { atLoad: false, code: null },
  ATD_CHANGE: { atLoad: true, code: null },
  ATA_CHANGE: { atLoad: false, code: null },
  VESSEL_DEPARTED: { atLoad: true, code: 'DLPT' },
  VESSEL_ARRIVED: { atLoad: false, code: 'BDAR' },
  DISCHARGED: { atLoad: false, code: 'DSCH' },
  AVAILABLE_FOR_PICKUP: { atLoad: false, code: 'PCAB' },
  GATE_OUT: { atLoad: false, code: 'STCS' },
  EMPTY_RETURNED: { atLoad: false, code: 'RCVE' },
  HOLD_SET: { atLoad: false, code: 'CUIP' },
  HOLD_RELEASED: { atLoad: false, code: 'PASS' },
  ROLLED: { atLoad: true, code: 'WDLPT' },
  PORT_OMITTED: { atLoad: false, code: 'WBDAR' },
  WARNING: { atLoad: false, code: 'WETA' },
  LFD_CHANGE: { atLoad: false, code: null },
  LFD_DUE: { atLoad: false, code: null },
  DATA_STALE: { atLoad: false, code: null },
};

/** A change of the event type as the fan-out would write it (notice-wire.ts: values per group). */
export function sampleChange(eventType: WebhookEventType): NoticeChange {
  const { atLoad, code } = SAMPLE_OF[eventType];
  const at = atLoad ? Date.UTC(2030, 0, 10, 8) : Date.UTC(2030, 1, 12, 14);
  const later = new Date(at + 30 * 3_600_000).toISOString();
  if (eventType === 'DATA_STALE') {
    // No port: the last update from the carrier, then when the data was judged stale.
    return {
      event: eventType,
      portCode: '',
      placeRole: null,
      code: null,
      portTimeZone: null,
      portName: null,
      oldValue: new Date(at).toISOString(),
      newValue: later,
      deltaHours: null,
      source: 'carrier',
    };
  }
  if (eventType === 'LFD_CHANGE' || eventType === 'LFD_DUE') {
    // Last free days are the terminals' (US, KR, JP): free time ends at 23:59:59.999 on the
    // port's clock (Los Angeles: 07:59:59.999 UTC the next day); a change moves it by 2 days.
    const ends = Date.UTC(2030, 1, 16, 7, 59, 59, 999);
    const moved = eventType === 'LFD_CHANGE';
    return {
      event: eventType,
      portCode: 'USLAX',
      placeRole: 'POD',
      code: null,
      portTimeZone: 'America/Los_Angeles',
      portName: 'Los Angeles',
      oldValue: moved ? new Date(ends - 48 * 3_600_000).toISOString() : null,
      newValue: new Date(ends).toISOString(),
      deltaHours: moved ? 48 : null,
      source: 'carrier',
    };
  }
  const dated = isDateChange(eventType);
  // An estimate moves by 30 h; an actual, a milestone or a warning appears: no old value.
  const moved = eventType === 'ETD_CHANGE' || eventType === 'ETA_CHANGE';
  return {
    event: eventType,
    portCode: atLoad ? 'CNSHA' : 'NLRTM',
    placeRole: atLoad ? 'POL' : 'POD',
    code: dated ? null : code,
    portTimeZone: atLoad ? 'Asia/Shanghai' : 'Europe/Amsterdam',
    portName: atLoad ? 'Shanghai' : 'Rotterdam',
    oldValue: moved ? new Date(at).toISOString() : null,
    newValue: later,
    deltaHours: moved ? 30 : null,
    source: 'carrier',
  };
}

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
  const change = sampleChange(eventType);
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
