import { containerCheckDigit, EDITIONS } from '@tracklane/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, oceanShipments, oceanSubscriptions, organizations } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { grantPlan } from '../organizations/grant-plan.js';
import { recomputeRefreshIntervals } from './recompute-refresh-intervals.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

const MINUTE = 60_000;
const FREE = EDITIONS.free.updateFrequencyMinutes;
const PROFESSIONAL = EDITIONS.professional.updateFrequencyMinutes;

describe('refresh intervals follow the subscribers’ plans', () => {
  it('a grant speeds a shared shipment up at once; a leaving subscriber and an expired plan slow it down', async () => {
    const db = ctx.database.orm;
    const now = new Date();
    const lastPoll = new Date(now.getTime() - 30 * MINUTE);
    const [slow, fast] = await db
      .insert(organizations)
      .values([
        { name: 'Slow', clientId: 'TLINTSLOW' },
        { name: 'Fast', clientId: 'TLINTFAST' },
      ])
      .returning();
    const [shared, slowOnly, stopped] = await db
      .insert(oceanShipments)
      .values(
        ['SHARED', 'SLOWONLY', 'STOPPED'].map((reference) => ({
          carrierCode: 'MAEU',
          referenceType: 'CONTAINER' as const,
          reference,
          refreshIntervalMinutes: FREE,
          lastRefreshedAt: lastPoll,
          // Completed shipments have no next poll; the others are due a free interval after the last.
          nextRefreshAt: reference === 'STOPPED' ? null : new Date(lastPoll.getTime() + FREE * MINUTE),
        })),
      )
      .returning();
    const subscribe = (organizationId: string, shipment: typeof shared) =>
      db
        .insert(oceanSubscriptions)
        .values({
          organizationId,
          shipmentId: shipment!.id,
          billNumber: shipment!.reference,
          carrierCode: 'MAEU',
        })
        .returning();
    await subscribe(slow!.id, shared);
    const [fastOnShared] = await subscribe(fast!.id, shared);
    await subscribe(slow!.id, slowOnly);
    await subscribe(fast!.id, stopped);
    const read = async (s: typeof shared) => {
      const [row] = await db.select().from(oceanShipments).where(eq(oceanShipments.id, s!.id));
      return {
        interval: row!.refreshIntervalMinutes,
        dueInMinutes: row!.nextRefreshAt
          ? (row!.nextRefreshAt.getTime() - lastPoll.getTime()) / MINUTE
          : null,
      };
    };

    await grantPlan({ db: ctx.database, clientId: 'TLINTFAST', edition: 'professional', months: 1, now });
    // The fastest subscriber sets the pace, and the next poll is pulled in.
    expect(await read(shared)).toEqual({ interval: PROFESSIONAL, dueInMinutes: PROFESSIONAL });
    // Another organisation's shipment keeps its pace; a stopped one stays stopped.
    expect(await read(slowOnly)).toEqual({ interval: FREE, dueInMinutes: FREE });
    expect(await read(stopped)).toEqual({ interval: PROFESSIONAL, dueInMinutes: null });

    // Nothing left to change: a second run writes nothing.
    expect(await recomputeRefreshIntervals({ db: ctx.database, now })).toEqual({ changed: 0 });

    // The fast subscriber leaves: the shared shipment goes back to the free pace from its next poll.
    await db
      .update(oceanSubscriptions)
      .set({ deletedAt: now })
      .where(eq(oceanSubscriptions.id, fastOnShared!.id));
    await recomputeRefreshIntervals({ db: ctx.database, now, only: { shipmentIds: [shared!.id] } });
    expect(await read(shared)).toEqual({ interval: FREE, dueInMinutes: PROFESSIONAL });

    // A paid plan that expires on its own date counts as free at the next hourly run.
    const afterExpiry = new Date(now.getTime() + 40 * 86_400_000);
    expect(await recomputeRefreshIntervals({ db: ctx.database, now: afterExpiry })).toEqual({ changed: 1 });
    expect((await read(stopped)).interval).toBe(FREE);
  });

  it('counts guests as free and leaves shipments nobody follows alone', async () => {
    const db = ctx.database.orm;
    const [followed, orphan] = await db
      .insert(oceanShipments)
      .values(
        ['GUESTS', 'ORPHAN'].map((reference) => ({
          carrierCode: 'COSU',
          referenceType: 'CONTAINER' as const,
          reference,
          refreshIntervalMinutes: 15,
        })),
      )
      .returning();
    const [guest] = await db.insert(guests).values({}).returning();
    await db
      .insert(oceanSubscriptions)
      .values({ guestId: guest!.id, shipmentId: followed!.id, billNumber: 'GUESTS', carrierCode: 'COSU' });
    const ids = [followed!.id, orphan!.id];
    expect(await recomputeRefreshIntervals({ db: ctx.database, only: { shipmentIds: ids } })).toEqual({
      changed: 1,
    });
    const rows = await db.select().from(oceanShipments).where(inArray(oceanShipments.id, ids));
    const interval = (id: string) => rows.find((r) => r.id === id)!.refreshIntervalMinutes;
    expect(interval(followed!.id)).toBe(FREE);
    expect(interval(orphan!.id)).toBe(15);
  });

  it('through the API: subscribing follows the fastest plan, deleting gives the pace back', async () => {
    const app = await ctx.app({ env: AUTH_TEST_ENV });
    await app.ready();
    const [fastMember, slowMember] = [await registerMember(app, 'fiona'), await registerMember(app, 'sam')];
    const { clientId } = (await call(app, fastMember, 'GET', '/auth/organization/')).data;
    await grantPlan({ db: ctx.database, clientId, edition: 'professional', months: 1 });
    const ten = 'MSKU424242';
    const body = { containerNumber: `${ten}${containerCheckDigit(ten)}`, carrierCode: 'MAEU' };
    const subscribed = await call(app, slowMember, 'POST', '/application/ocean/subscribe', body);
    const fast = await call(app, fastMember, 'POST', '/application/ocean/subscribe', body);
    expect([subscribed.statusCode, fast.statusCode]).toEqual([20000, 20000]);
    const intervalOf = async () => {
      const [row] = await ctx.database.orm
        .select({ interval: oceanShipments.refreshIntervalMinutes })
        .from(oceanShipments)
        .innerJoin(oceanSubscriptions, eq(oceanSubscriptions.shipmentId, oceanShipments.id))
        .where(eq(oceanSubscriptions.id, subscribed.data.id));
      return row!.interval;
    };
    expect(await intervalOf()).toBe(PROFESSIONAL);
    const deleted = await call(app, fastMember, 'POST', '/application/ocean/subscribes/delete', [
      fast.data.id,
    ] as never);
    expect(deleted.statusCode).toBe(20000);
    expect(await intervalOf()).toBe(FREE);
  });
});
