import type { PortDirectory } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanReminders, oceanSubscriptions } from '../../db/schema/index.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { refreshShipment } from '../ocean/refresh-shipment.js';
import { event, newShipment, scriptedClient } from '../ocean/test-support/refresh-fixtures.js';
import { endStaleEpisodes } from './end-stale-episodes.js';
import { recordStaleData } from './record-stale-data.js';

// The stale check on views built by the real refresh from carrier events (not hand-made views).
const ports: PortDirectory = { get: () => undefined };
const thresholds = { silenceHours: 24, overdueHours: 12 };
const ETA = '2026-12-10T06:00:00.000Z';
const at = (iso: string) => new Date(iso);

let db: Database;
let organizationId: string;
useRefreshDatabase('TLSTALEREF', (opened) => {
  ({ db, organizationId } = opened);
});

const transport = (eventId: string, code: string, classifier: 'ACT' | 'EST', time: string, place: string) =>
  event(eventId, {
    eventCategory: 'TRANSPORT',
    eventClassifier: classifier,
    eventCode: code,
    eventTime: time,
    createdTime: '2026-11-10T10:05:00.000Z',
    locationCode: place,
    equipmentReference: null,
  });

async function check(now: Date) {
  const fanOuts: string[] = [];
  await endStaleEpisodes({ db, now, thresholds });
  await recordStaleData({
    db,
    now,
    thresholds,
    datesChanged: async (id) => {
      fanOuts.push(id);
    },
  });
  return fanOuts;
}

const staleRows = (id: string) =>
  db.orm
    .select()
    .from(oceanReminders)
    .where(and(eq(oceanReminders.shipmentId, id), eq(oceanReminders.type, 'DATA_STALE')))
    .orderBy(oceanReminders.recordedAt);

describe('stale data on refreshed shipments', () => {
  it('tells an overdue arrival at its port once, and nothing once the vessel arrived', async () => {
    const id = await newShipment(db, organizationId, at('2026-11-21T12:00:00Z'));
    const { client } = scriptedClient([
      {
        events: [
          transport('s1', 'DEPA', 'ACT', '2026-11-10T10:00:00.000Z', 'CNSHA'),
          transport('s2', 'ARRI', 'EST', ETA, 'NLRTM'),
        ],
        retractedEventIds: [],
        cursor: 'c1',
      },
      // Polled just before the ETA and after it: the carrier answers, with nothing new.
      { events: [], retractedEventIds: [], cursor: 'c1' },
      { events: [], retractedEventIds: [], cursor: 'c1' },
      // Then the arrival.
      {
        events: [transport('s3', 'ARRI', 'ACT', '2026-12-11T02:00:00.000Z', 'NLRTM')],
        retractedEventIds: [],
        cursor: 'c2',
      },
    ]);
    const refresh = (now: string) => refreshShipment({ db, client, shipmentId: id, ports, now: at(now) });
    await refresh('2026-11-21T12:00:00Z');
    // The refresh copied the view's ETA to the subscription: what the check's index reads.
    const [subscription] = await db.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.shipmentId, id));
    expect(subscription!.eta?.toISOString()).toBe(ETA);
    await refresh('2026-12-10T05:00:00Z');
    expect(await check(at('2026-12-10T17:00:00Z'))).toEqual([]);
    await refresh('2026-12-10T17:30:00Z');
    // 12 h 30 min past the ETA, the carrier heard from an hour ago: stale by the milestone.
    expect(await check(at('2026-12-10T18:30:00Z'))).toEqual([id]);
    expect((await staleRows(id)).map((r) => [r.portCode, r.oldValue, r.newValue])).toEqual([
      ['NLRTM', '2026-12-10T17:30:00.000Z', '2026-12-10T18:30:00.000Z'],
    ]);
    expect(await check(at('2026-12-10T22:00:00Z'))).toEqual([]);
    await refresh('2026-12-11T03:00:00Z');
    expect(await check(at('2026-12-11T04:00:00Z'))).toEqual([]);
    expect(await staleRows(id)).toHaveLength(1);
  });
});
