import type { OceanShipmentView } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanReminders, oceanShipments, oceanSubscriptions, organizations } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { subscriptionColumnsOf } from '../ocean/subscription-columns.js';
import { claimPeriodicRun } from './claim-periodic-run.js';
import { endStaleEpisodes } from './end-stale-episodes.js';
import { recordStaleData } from './record-stale-data.js';

const HOUR = 3_600_000;
const t0 = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const thresholds = { silenceHours: 24, overdueHours: 12 };

let ctx: TestContext;
let db: Database;
let organizationId: string;
let counter = 0;

/** A view with one sea leg CNSHA → NLRTM: only what the list columns (and the judge) read. */
function viewOf(
  leg: { etd?: Date; atd?: Date; eta?: Date; ata?: Date },
  completed = false,
): OceanShipmentView {
  const iso = (d?: Date) => d?.toISOString() ?? null;
  return {
    completed,
    displayStatus: completed ? 'COMPLETE' : 'IN_TRANSIT',
    statusCategory: 'IN_TRANSIT',
    updateTime: null,
    warnings: [],
    proxy: {
      places: [
        { type: 2, code: 'CNSHA' },
        { type: 4, code: 'NLRTM' },
      ],
    },
    transports: [
      {
        transportCategory: 'VESSEL',
        loadTransportCall: { locationCode: 'CNSHA', estimated: iso(leg.etd), actual: iso(leg.atd) },
        dischargeTransportCall: { locationCode: 'NLRTM', estimated: iso(leg.eta), actual: iso(leg.ata) },
      },
    ],
  } as unknown as OceanShipmentView;
}

/** A shipment as a refresh leaves it: the view, its list columns on the subscription, the last refresh. */
async function shipment({
  view,
  lastRefreshedAt,
  subscribed = true,
}: {
  view: OceanShipmentView;
  lastRefreshedAt: Date | null;
  subscribed?: boolean;
}): Promise<string> {
  const reference = `MSKU${String(++counter).padStart(7, '0')}`;
  const [row] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      reference,
      refreshIntervalMinutes: 60,
      view,
      completed: view.completed,
      status: view.displayStatus,
      lastRefreshedAt,
      createdAt: at(-24 * 30),
    })
    .returning();
  if (subscribed) {
    const columns = subscriptionColumnsOf(view);
    await db.orm.insert(oceanSubscriptions).values({
      organizationId,
      shipmentId: row!.id,
      containerNumber: reference,
      carrierCode: 'MAEU',
      polCode: columns.polCode,
      podCode: columns.podCode,
      etd: columns.etd,
      eta: columns.eta,
      atd: columns.atd,
      ata: columns.ata,
    });
  }
  return row!.id;
}

/** A successful refresh at `now`, optionally with a new view. */
async function refreshed(id: string, now: Date, view?: OceanShipmentView) {
  await db.orm
    .update(oceanShipments)
    .set({ lastRefreshedAt: now, ...(view ? { view } : {}) })
    .where(eq(oceanShipments.id, id));
  if (view) {
    const { etd, eta, atd, ata } = subscriptionColumnsOf(view);
    await db.orm
      .update(oceanSubscriptions)
      .set({ etd, eta, atd, ata })
      .where(eq(oceanSubscriptions.shipmentId, id));
  }
}

const fanOuts: string[] = [];
const queueFanOut = async (shipmentId: string, _tx: SqlRunner) => {
  fanOuts.push(shipmentId);
};

/** One run of the check as the job does it: end episodes, then record new ones. */
async function check(now: Date, datesChanged = queueFanOut) {
  await endStaleEpisodes({ db, now, thresholds, batchSize: 2 });
  return recordStaleData({ db, now, thresholds, datesChanged, batchSize: 2 });
}

const staleReminders = (id: string) =>
  db.orm
    .select()
    .from(oceanReminders)
    .where(and(eq(oceanReminders.shipmentId, id), eq(oceanReminders.type, 'DATA_STALE')))
    .orderBy(oceanReminders.recordedAt);

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database;
  const [org] = await db.orm
    .insert(organizations)
    .values({ name: 'Stale Co', clientId: 'TLSTALE001' })
    .returning();
  organizationId = org!.id;
});

afterAll(async () => {
  await ctx.cleanup();
});

describe('recordStaleData', () => {
  it('records a shipment silent for 24 h once, with its last update and the fan-out', async () => {
    const lastUpdate = at(-25);
    const silent = await shipment({ view: viewOf({ eta: at(24 * 10) }), lastRefreshedAt: lastUpdate });
    const fresh = await shipment({ view: viewOf({ eta: at(24 * 10) }), lastRefreshedAt: at(-23) });
    fanOuts.length = 0;
    await check(at(0));
    const rows = await staleReminders(silent);
    expect(rows.map((r) => [r.oldValue, r.newValue, r.portCode, r.code, r.notifiedAt])).toEqual([
      [lastUpdate.toISOString(), at(0).toISOString(), '', null, null],
    ]);
    expect(fanOuts).toContain(silent);
    expect(await staleReminders(fresh)).toEqual([]);
    expect(fanOuts).not.toContain(fresh);
  });

  it('records a milestone overdue by 12 h with its port, though the carrier still answers', async () => {
    const late = await shipment({
      view: viewOf({ etd: at(-30), atd: at(-29), eta: at(-13) }),
      lastRefreshedAt: at(-1),
    });
    const onTime = await shipment({
      view: viewOf({ etd: at(-30), atd: at(-29), eta: at(-11) }),
      lastRefreshedAt: at(-1),
    });
    const departed = await shipment({
      view: viewOf({ etd: at(-13), atd: at(-12), eta: at(48) }),
      lastRefreshedAt: at(-1),
    });
    const notDeparted = await shipment({
      view: viewOf({ etd: at(-13), eta: at(48) }),
      lastRefreshedAt: at(-1),
    });
    await check(at(0));
    // The overdue milestone's port, code and role go with it (the notice names the milestone).
    expect((await staleReminders(late)).map((r) => [r.portCode, r.oldValue, r.code, r.placeRole])).toEqual([
      ['NLRTM', at(-1).toISOString(), 'BDAR', 'POD'],
    ]);
    expect((await staleReminders(notDeparted)).map((r) => [r.portCode, r.code, r.placeRole])).toEqual([
      ['CNSHA', 'DLPT', 'POL'],
    ]);
    expect(await staleReminders(onTime)).toEqual([]);
    expect(await staleReminders(departed)).toEqual([]);
  });

  it('records an episode once, and again only after fresh data then silence', async () => {
    const id = await shipment({ view: viewOf({ eta: at(24 * 10) }), lastRefreshedAt: at(-25) });
    await check(at(0));
    await check(at(1));
    await check(at(30));
    expect(await staleReminders(id)).toHaveLength(1);
    // Fresh data ends the episode; 24 h of silence after it starts a new one.
    await refreshed(id, at(31));
    await check(at(32));
    expect(await staleReminders(id)).toHaveLength(1);
    await check(at(31 + 24));
    const rows = await staleReminders(id);
    expect(rows.map((r) => r.oldValue)).toEqual([at(-25).toISOString(), at(31).toISOString()]);
  });

  it('keeps one episode while a milestone stays overdue, and opens another when a new ETA passes', async () => {
    const id = await shipment({
      view: viewOf({ etd: at(-50), atd: at(-49), eta: at(-13) }),
      lastRefreshedAt: at(-1),
    });
    await check(at(0));
    await refreshed(id, at(1));
    await check(at(2));
    expect(await staleReminders(id)).toHaveLength(1);
    // The carrier moves the ETA: fresh, no longer overdue; then the new ETA passes too.
    await refreshed(id, at(3), viewOf({ etd: at(-50), atd: at(-49), eta: at(10) }));
    await check(at(4));
    await refreshed(id, at(22));
    await check(at(23));
    expect((await staleReminders(id)).map((r) => r.recordedAt)).toEqual([at(0), at(23)]);
  });

  it('never records a completed shipment nor one nobody subscribes to', async () => {
    const completed = await shipment({
      view: viewOf({ etd: at(-100), atd: at(-99), eta: at(-50), ata: at(-49) }, true),
      lastRefreshedAt: at(-48),
    });
    const unsubscribed = await shipment({
      view: viewOf({ eta: at(-20) }),
      lastRefreshedAt: at(-40),
      subscribed: false,
    });
    const deleted = await shipment({ view: viewOf({ eta: at(-20) }), lastRefreshedAt: at(-40) });
    await db.orm
      .update(oceanSubscriptions)
      .set({ deletedAt: at(-1) })
      .where(eq(oceanSubscriptions.shipmentId, deleted));
    await check(at(0));
    expect(await staleReminders(completed)).toEqual([]);
    expect(await staleReminders(unsubscribed)).toEqual([]);
    expect(await staleReminders(deleted)).toEqual([]);
  });

  it('writes the reminder and the episode with the fan-out or not at all', async () => {
    const id = await shipment({ view: viewOf({ eta: at(24 * 10) }), lastRefreshedAt: at(-25) });
    const failing = async (shipmentId: string) => {
      if (shipmentId === id) throw new Error('killed before the commit');
    };
    await expect(check(at(0), failing)).rejects.toThrow('killed before the commit');
    expect(await staleReminders(id)).toEqual([]);
    const [row] = await db.orm.select().from(oceanShipments).where(eq(oceanShipments.id, id));
    expect(row!.staleSince).toBeNull();
    // The next run does it.
    fanOuts.length = 0;
    await check(at(0.2));
    expect(await staleReminders(id)).toHaveLength(1);
    expect(fanOuts).toContain(id);
  });
});

describe('claimPeriodicRun', () => {
  it('claims one run per period', async () => {
    const claim = (minutes: number) =>
      claimPeriodicRun({
        db,
        name: 'test.period',
        now: new Date(t0.getTime() + minutes * 60_000),
        periodMinutes: 10,
      });
    expect(await claim(0)).toBe(true);
    expect(await claim(1)).toBe(false);
    expect(await claim(9)).toBe(false);
    expect(await claim(9.9)).toBe(true);
    expect(await claim(15)).toBe(false);
    expect(await claim(20)).toBe(true);
  });
});
