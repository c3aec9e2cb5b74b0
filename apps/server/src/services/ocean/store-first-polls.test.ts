import type { CarrierTrackingBatch, PortDirectory } from '@tracklane/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanReminders, oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { loadShipmentHead } from './shipment-head.js';
import { prepareFirstPoll, storeFirstPolls } from './store-first-polls.js';
import { storeTrackingBatch } from './store-tracking-batch.js';
import { event, eventRows as eventRowsOf } from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const now = new Date('2026-11-21T12:00:00Z');
const draw = 0.25;

let db: Database;
let organizationId: string;
useRefreshDatabase('TLFIRSTPOLLS', (opened) => {
  ({ db, organizationId } = opened);
});

let counter = 0;
/** A new shipment of carrier TLFP with one subscription; the container number is the view's. */
async function newShipment(referenceType: 'CONTAINER' | 'BILL_OF_LADING', containerNo: string) {
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'TLFP',
      referenceType,
      reference: containerNo,
      containerNo,
      refreshIntervalMinutes: 60,
      nextRefreshAt: now,
    })
    .returning();
  const number =
    referenceType === 'CONTAINER' ? { containerNumber: containerNo } : { billNumber: containerNo };
  await db.orm
    .insert(oceanSubscriptions)
    .values({ organizationId, shipmentId: shipment!.id, ...number, carrierCode: 'TLFP' });
  return shipment!.id;
}

const transport = (id: string, code: string, classifier: 'ACT' | 'EST', at: string, place: string) =>
  event(id, {
    eventCategory: 'TRANSPORT',
    eventClassifier: classifier,
    eventCode: code,
    eventTime: at,
    locationCode: place,
    equipmentReference: null,
  });

/** Three first polls: a plain one, one with an ETA (reminders) and repeated ids and rejections, an empty one. */
const batches = (): CarrierTrackingBatch[] => [
  {
    events: [
      event('a1'),
      event('a2', { eventCode: 'GTIN' }),
      transport('a3', 'DEPA', 'ACT', '2026-11-10T10:00:00.000Z', 'CNSHA'),
      transport('a4', 'ARRI', 'ACT', '2026-11-20T06:00:00.000Z', 'NLRTM'),
    ],
    retractedEventIds: [],
    cursor: 'ca',
  },
  {
    events: [
      event('b1'),
      event('b1', { remark: 'the later copy of the page' }),
      transport('b2', 'DEPA', 'ACT', '2026-11-10T10:00:00.000Z', 'CNSHA'),
      transport('b3', 'ARRI', 'EST', '2026-12-10T06:00:00.000Z', 'NLRTM'),
    ],
    retractedEventIds: [],
    cursor: 'cb',
    rejections: [{ reason: 'schema', eventId: 'bx', detail: 'eventTime is missing' }],
  },
  { events: [], retractedEventIds: [], cursor: null },
];

/** Everything a stored poll leaves on its shipment, subscriptions, events and reminders. */
async function stateOf(id: string) {
  const {
    id: _id,
    reference: _r,
    referenceType: _t,
    createdAt: _c,
    ...shipment
  } = (await db.orm.select().from(oceanShipments).where(eq(oceanShipments.id, id)))[0]!;
  const subscriptions = (
    await db.orm.select().from(oceanSubscriptions).where(eq(oceanSubscriptions.shipmentId, id))
  ).map(({ status, displayStatus, polCode, podCode, etd, eta, atd, ata, warningCodes, updateTime }) => ({
    ...{ status, displayStatus, polCode, podCode, etd, eta, atd, ata, warningCodes, updateTime },
  }));
  const events = (await eventRowsOf(db, id))
    .map(({ eventId, event, retracted }) => ({ eventId, event, retracted }))
    .sort((a, b) => a.eventId.localeCompare(b.eventId));
  const reminders = (
    await db.orm
      .select()
      .from(oceanReminders)
      .where(eq(oceanReminders.shipmentId, id))
      .orderBy(asc(oceanReminders.type))
  ).map(({ type, oldValue, newValue, portCode, recordedAt }) => ({
    type,
    oldValue,
    newValue,
    portCode,
    recordedAt,
  }));
  return { shipment, subscriptions, events, reminders };
}

const rejectionCount = async () =>
  rowsOf<{ n: number }>(
    await db.orm.execute(
      sql`select coalesce(sum(count), 0)::int as n from provider_event_rejections where carrier_code = 'TLFP'`,
    ),
  )[0]!.n;

describe('storeFirstPolls', () => {
  it('stores several first polls in one transaction exactly as each stored alone', async () => {
    const numbers = ['TLFP0000001', 'TLFP0000002', 'TLFP0000003'].map((n) => `${n}${++counter}`);
    // The same containers twice: as B/L references (stored together) and as containers (alone).
    const together = await Promise.all(numbers.map((n) => newShipment('BILL_OF_LADING', n)));
    const alone = await Promise.all(numbers.map((n) => newShipment('CONTAINER', n)));

    const prepared = await Promise.all(
      together.map(async (id, i) => {
        const shipment = (await loadShipmentHead(db, id))!;
        return prepareFirstPoll({ shipment, batch: batches()[i]!, now, draw }, ports)!;
      }),
    );
    const { stored, left } = await storeFirstPolls({ db, polls: prepared });
    expect(left).toEqual([]);
    expect(await rejectionCount()).toBe(1);

    const aloneResults = [];
    for (const [i, id] of alone.entries()) {
      const shipment = (await loadShipmentHead(db, id))!;
      aloneResults.push(await storeTrackingBatch({ db, shipment, batch: batches()[i]!, ports, now, draw }));
    }
    expect(prepared.map((p) => stored.get(p))).toEqual(aloneResults);
    expect(aloneResults.map((r) => r.newEvents)).toEqual([4, 3, 0]);
    expect(await rejectionCount()).toBe(2);
    for (const i of [0, 1, 2]) {
      const [a, b] = [await stateOf(together[i]!), await stateOf(alone[i]!)];
      expect(a).toEqual(b);
      expect(a.shipment.view).not.toBeNull();
    }
    expect((await stateOf(together[0]!)).subscriptions[0]!.ata).not.toBeNull();
    expect((await stateOf(together[1]!)).reminders.length).toBeGreaterThan(0);
  });

  it('leaves to the single store a shipment that got its view since its head was read', async () => {
    const id = await newShipment('CONTAINER', `TLFP${++counter}`);
    const head = (await loadShipmentHead(db, id))!;
    // A push callback stores the shipment's first events between the head's read and the store.
    const pushed = { events: [event('p1')], retractedEventIds: [], cursor: null };
    await storeTrackingBatch({ db, shipment: head, batch: pushed, ports, now, draw });

    const poll = prepareFirstPoll(
      { shipment: head, batch: { events: [event('p2')], retractedEventIds: [], cursor: 'c2' }, now, draw },
      ports,
    )!;
    const { stored, left } = await storeFirstPolls({ db, polls: [poll] });
    expect(stored.size).toBe(0);
    expect(left).toEqual([poll]);
    // Nothing of the poll was written: the pushed view and its event are intact.
    const state = await stateOf(id);
    expect(state.events.map((e) => e.eventId)).toEqual(['p1']);
    expect(state.shipment.cursor).toBeNull();
  });

  it('takes a shipment once when a group polls it twice', async () => {
    const id = await newShipment('CONTAINER', `TLFP${++counter}`);
    const shipment = (await loadShipmentHead(db, id))!;
    const polls = ['q1', 'q2'].map(
      (e) =>
        prepareFirstPoll(
          { shipment, batch: { events: [event(e)], retractedEventIds: [], cursor: e }, now, draw },
          ports,
        )!,
    );
    const { stored, left } = await storeFirstPolls({ db, polls });
    expect([...stored.keys()]).toEqual([polls[0]]);
    expect(left).toEqual([polls[1]]);
  });
});

describe('prepareFirstPoll', () => {
  it('takes only polls of shipments without a view and without retractions', async () => {
    const id = await newShipment('CONTAINER', `TLFP${++counter}`);
    const shipment = (await loadShipmentHead(db, id))!;
    const batch = { events: [event('r1')], retractedEventIds: [], cursor: null };
    expect(prepareFirstPoll({ shipment, batch, now, draw }, ports)).not.toBeNull();
    expect(
      prepareFirstPoll({ shipment: { ...shipment, hasView: true }, batch, now, draw }, ports),
    ).toBeNull();
    expect(
      prepareFirstPoll({ shipment, batch: { ...batch, retractedEventIds: ['r1'] }, now, draw }, ports),
    ).toBeNull();
  });
});
