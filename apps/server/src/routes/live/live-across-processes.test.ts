import type { PortDirectory } from '@tracklane/domain';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/database.js';
import { SHIPMENT_CHANGED_CHANNEL } from '../../services/live/shipment-change-notice.js';
import { refreshShipment } from '../../services/ocean/refresh-shipment.js';
import {
  event,
  newShipment,
  scriptedClient,
  shipmentRow,
} from '../../services/ocean/test-support/refresh-fixtures.js';
import { AUTH_TEST_ENV, registerMember } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';
import { type LiveClient, listenLocally, openReadyLive } from './test-support/live-client.js';

/**
 * The scaled deployment: a worker refreshes on its own database connection and browsers are
 * connected to two API replicas, each with its own pool and listener. On PostgreSQL each handle
 * is a separate session, exactly as separate processes; on PGlite (one process by design) the
 * handles are the one embedded database and the test shows the single-process path.
 */
const ports: PortDirectory = { get: () => undefined };

let ctx: TestContext;
let replicaDb: Database;
let workerDb: Database;
const clients: LiveClient[] = [];
const extraApps: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  replicaDb = usingPostgres ? await openDatabase(ctx.config()) : ctx.database;
  workerDb = usingPostgres ? await openDatabase(ctx.config()) : ctx.database;
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  for (const app of extraApps) await app.close();
  if (usingPostgres) await Promise.all([replicaDb.close(), workerDb.close()]);
  await ctx?.cleanup();
});

describe(`live updates across processes (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a refresh done by a worker reaches the owner on every API replica', async () => {
    const replicaOne = await ctx.app({ env: AUTH_TEST_ENV });
    const replicaTwo = await buildApp({
      config: ctx.config(AUTH_TEST_ENV),
      database: replicaDb,
      jobs: false,
    });
    extraApps.push(replicaTwo);
    const owner = await registerMember(replicaOne, 'CrossOwner');
    const organizationId = String(decodeJwt(owner.token).org);
    const onOne = await openReadyLive(await listenLocally(replicaOne), { token: owner.token });
    const onTwo = await openReadyLive(await listenLocally(replicaTwo), { token: owner.token });
    clients.push(onOne, onTwo);

    const now = new Date();
    const shipmentId = await newShipment(workerDb, organizationId, now);
    const { client } = scriptedClient([{ events: [event('x1')], retractedEventIds: [], cursor: 'c1' }]);
    await refreshShipment({ db: workerDb, client, shipmentId, ports, now });
    const updateTime = (await shipmentRow(workerDb, shipmentId)).view!.updateTime;

    for (const live of [onOne, onTwo]) {
      const message = await live.next();
      expect(message).toMatchObject({ type: 'ocean.subscription.changed', updateTime });
      expect(message.subscriptionIds).toHaveLength(1);
    }
  });

  it.runIf(usingPostgres)('a NOTIFY from a plain second client is pushed too', async () => {
    const replica = await ctx.app({ env: AUTH_TEST_ENV });
    const owner = await registerMember(replica, 'CrossRaw');
    const shipmentId = await newShipment(ctx.database, String(decodeJwt(owner.token).org), new Date());
    const live = await openReadyLive(await listenLocally(replica), { token: owner.token });
    clients.push(live);
    const other = new pg.Client({ connectionString: ctx.testDb.env.DATABASE_URL });
    await other.connect();
    try {
      const notice = JSON.stringify({ shipmentId, updateTime: '2026-11-21T10:00:00.000Z' });
      await other.query('select pg_notify($1, $2)', [SHIPMENT_CHANGED_CHANNEL, notice]);
    } finally {
      await other.end();
    }
    expect(await live.next()).toMatchObject({ updateTime: '2026-11-21T10:00:00.000Z' });
  });
});
