import type { PortDirectory } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanShipments, organizations } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';
import { refreshShipment } from '../ocean/refresh-shipment.js';
import { event, newShipment, scriptedClient } from '../ocean/test-support/refresh-fixtures.js';
import { notifyShipmentChanged, SHIPMENT_CHANGED_CHANNEL } from './shipment-change-notice.js';

/** Database.listen on the driver of the run, and the refresh's NOTIFY (store-tracking-batch.ts). */
const ports: PortDirectory = { get: () => undefined };

let ctx: TestContext;
let db: Database;
let organizationId: string;
const received: string[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database;
  const [org] = await db.orm.insert(organizations).values({ name: 'L', clientId: 'TLLISTEN01' }).returning();
  organizationId = org!.id;
  stop = await db.listen(SHIPMENT_CHANGED_CHANNEL, (payload) => received.push(payload));
});
afterAll(async () => {
  await stop?.();
  await ctx?.cleanup();
});

const shipmentIdsReceived = () => received.map((p) => JSON.parse(p).shipmentId as string);
/** A notice sent on its own: once it arrives, every notice committed before it has too. */
async function marker(): Promise<string> {
  const shipmentId = crypto.randomUUID();
  await notifyShipmentChanged(db.orm, { shipmentId, updateTime: 'marker' });
  await vi.waitFor(() => expect(shipmentIdsReceived()).toContain(shipmentId));
  return shipmentId;
}

describe('Database.listen', () => {
  it('delivers a notice at commit and never one of a rolled-back transaction', async () => {
    const rolledBack = crypto.randomUUID();
    await db.orm
      .transaction(async (tx) => {
        await notifyShipmentChanged(tx, { shipmentId: rolledBack, updateTime: 't' });
        throw new Error('abort');
      })
      .catch(() => {});
    const committed = crypto.randomUUID();
    await db.orm.transaction((tx) => notifyShipmentChanged(tx, { shipmentId: committed, updateTime: 't' }));
    await marker();
    expect(shipmentIdsReceived()).toContain(committed);
    expect(shipmentIdsReceived()).not.toContain(rolledBack);
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(db.listen('Bad-Name; select 1', () => {})).rejects.toThrow(/invalid channel/);
  });

  it('stops delivering to a handler once it unlistens', async () => {
    const other: string[] = [];
    const unlisten = await db.listen(SHIPMENT_CHANGED_CHANNEL, (p) => other.push(p));
    await marker();
    expect(other.length).toBe(1);
    await unlisten();
    await marker();
    expect(other.length).toBe(1);
  });

  it.runIf(usingPostgres)('listens again after its PostgreSQL session is killed', async () => {
    const killed = await db.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      [],
    );
    expect(killed.rows).toHaveLength(1);
    const after = crypto.randomUUID();
    await vi.waitFor(
      async () => {
        await notifyShipmentChanged(db.orm, { shipmentId: after, updateTime: 't' });
        expect(shipmentIdsReceived()).toContain(after);
      },
      { timeout: 10_000, interval: 500 },
    );
  });
});

describe('the refresh notice', () => {
  it('is sent when a refresh changes the view and not when it rebuilds the same view', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const shipmentId = await newShipment(db, organizationId, now);
    const batch = { events: [event('n1')], retractedEventIds: [], cursor: 'c1' };
    // The same event delivered twice: the second poll stores nothing new and rebuilds the same view.
    const { client } = scriptedClient([batch, { ...batch }]);
    await refreshShipment({ db, client, shipmentId, ports, now });
    await marker();
    expect(shipmentIdsReceived().filter((id) => id === shipmentId)).toHaveLength(1);
    expect(await refreshShipment({ db, client, shipmentId, ports, now })).toMatchObject({ newEvents: 0 });
    await marker();
    expect(shipmentIdsReceived().filter((id) => id === shipmentId)).toHaveLength(1);
    const notice = received.map((p) => JSON.parse(p)).find((n) => n.shipmentId === shipmentId);
    const [row] = await db.orm.select().from(oceanShipments).where(eq(oceanShipments.id, shipmentId));
    expect(notice.updateTime).toBe(row!.view!.updateTime);
  });
});
