import { type CarrierTrackingBatch, type PortDirectory, reminderEventsBetween } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanReminders } from '../../db/schema/index.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { refreshShipment, VIEW_MAX_AGE_MS } from './refresh-shipment.js';
import {
  event,
  newShipment as newShipmentIn,
  scriptedClient,
  shipmentRow as shipmentRowOf,
} from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const now = new Date('2026-11-21T12:00:00Z');

let db: Database;
let organizationId: string;
useRefreshDatabase('TLREFRESHR', (opened) => {
  ({ db, organizationId } = opened);
});

const newShipment = () => newShipmentIn(db, organizationId, now);
const shipmentRow = (id: string) => shipmentRowOf(db, id);

describe('reminders', () => {
  it('records the ETA/ATA changes between the stored view and the new one', async () => {
    const id = await newShipment();
    const transport = (
      eventId: string,
      code: string,
      classifier: 'ACT' | 'EST',
      at: string,
      created: string,
      place: string,
    ) =>
      event(eventId, {
        eventCategory: 'TRANSPORT',
        eventClassifier: classifier,
        eventCode: code,
        eventTime: at,
        createdTime: created,
        locationCode: place,
        equipmentReference: null,
      });
    const { client } = scriptedClient([
      {
        events: [
          event('r1'),
          transport('r2', 'DEPA', 'ACT', '2026-11-10T10:00:00.000Z', '2026-11-10T10:05:00.000Z', 'CNSHA'),
          transport('r3', 'ARRI', 'EST', '2026-12-10T06:00:00.000Z', '2026-11-10T10:05:00.000Z', 'NLRTM'),
          event('r4', {
            eventCode: 'DISC',
            eventClassifier: 'EST',
            eventTime: '2026-12-10T12:00:00.000Z',
            locationCode: 'NLRTM',
          }),
        ],
        retractedEventIds: [],
        cursor: 'r',
      },
      {
        events: [
          transport('r5', 'ARRI', 'EST', '2026-12-12T06:00:00.000Z', '2026-11-15T10:05:00.000Z', 'NLRTM'),
        ],
        retractedEventIds: [],
        cursor: 'r2',
      },
      {
        // The box is discharged at the POD: a milestone.
        events: [
          event('r6', {
            eventCode: 'DISC',
            eventClassifier: 'ACT',
            eventTime: '2026-12-12T09:00:00.000Z',
            createdTime: '2026-12-12T09:05:00.000Z',
            locationCode: 'NLRTM',
          }),
        ],
        retractedEventIds: [],
        cursor: 'r3',
      },
    ]);
    // The notifications' fan-out is queued with the changes, and only for news: the first poll's
    // "changes" are the shipment's history, stored as handled.
    const changed: string[] = [];
    const followUps = {
      datesChanged: async (shipmentId: string) => {
        changed.push(shipmentId);
      },
    };
    await refreshShipment({ db, client, shipmentId: id, ports, now, followUps });
    expect(changed).toEqual([]);
    const history = await db.orm.select().from(oceanReminders).where(eq(oceanReminders.shipmentId, id));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((r) => r.notifiedAt !== null)).toBe(true);
    const before = (await shipmentRow(id)).view!;
    const second = new Date(now.getTime() + 3_600_000);
    await refreshShipment({ db, client, shipmentId: id, ports, now: second, followUps });
    expect(changed).toEqual([id]);
    const after = (await shipmentRow(id)).view!;
    const expected = reminderEventsBetween(before, after, second.toISOString());
    expect(expected.map((r) => r.type)).toContain('ETA_CHANGE');
    const rows = await db.orm.select().from(oceanReminders).where(eq(oceanReminders.shipmentId, id));
    const recorded = rows.filter((r) => r.recordedAt.getTime() === second.getTime());
    expect(
      recorded.map(({ type, oldValue, newValue, portCode, placeRole, code, source }) => ({
        type,
        oldValue,
        newValue,
        portCode,
        placeRole,
        code,
        source,
      })),
    ).toEqual(expected);
    expect(recorded.every((r) => r.notifiedAt === null)).toBe(true);

    // A new actual event of a milestone is recorded as news, with its code, role and source.
    const third = new Date(second.getTime() + 3_600_000);
    await refreshShipment({ db, client, shipmentId: id, ports, now: third, followUps });
    expect(changed).toEqual([id, id]);
    const milestones = (
      await db.orm.select().from(oceanReminders).where(eq(oceanReminders.shipmentId, id))
    ).filter((r) => r.recordedAt.getTime() === third.getTime());
    // The discharge also gives the POD's actual arrival (the view reads it from the box's DISC).
    expect(milestones.map((r) => r.type).sort()).toEqual(['ATA_CHANGE', 'DISCHARGED']);
    expect(milestones.filter((r) => r.type === 'DISCHARGED')).toMatchObject([
      {
        type: 'DISCHARGED',
        oldValue: null,
        newValue: '2026-12-12T09:00:00.000Z',
        portCode: 'NLRTM',
        placeRole: 'POD',
        code: 'DSCH',
        source: 'carrier',
        notifiedAt: null,
      },
    ]);
  });
});

describe('quiet polls', () => {
  it('only move the schedule while the view is fresh, and rebuild it once it is an hour old', async () => {
    const id = await newShipment();
    const empty = (cursor: string): CarrierTrackingBatch => ({ events: [], retractedEventIds: [], cursor });
    const { client } = scriptedClient([
      { events: [event('q1')], retractedEventIds: [], cursor: 'q1' },
      empty('q2'),
      empty('q3'),
    ]);
    await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 });
    const built = await shipmentRow(id);
    expect(built.viewBuiltAt).toEqual(now);

    const soon = new Date(now.getTime() + VIEW_MAX_AGE_MS - 1);
    await refreshShipment({ db, client, shipmentId: id, ports, now: soon, draw: 0.5 });
    const quiet = await shipmentRow(id);
    expect(quiet).toMatchObject({ cursor: 'q2', viewBuiltAt: now, lastRefreshedAt: soon });
    expect(quiet.nextRefreshAt).toEqual(new Date(soon.getTime() + 3_600_000));

    const late = new Date(now.getTime() + VIEW_MAX_AGE_MS);
    await refreshShipment({ db, client, shipmentId: id, ports, now: late, draw: 0.5 });
    expect(await shipmentRow(id)).toMatchObject({ cursor: 'q3', viewBuiltAt: late });
  });
});
