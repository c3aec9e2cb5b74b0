import type { PortDirectory } from '@tracklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { organizations } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { cappedTotalOf, countSubscriptionsUpTo } from './capped-count.js';
import { newShipment } from './test-support/refresh-fixtures.js';

const now = new Date('2026-11-21T12:00:00Z');
/** No port filter here: a directory that knows no port. */
const noPorts: PortDirectory = { get: () => undefined };
let ctx: TestContext;
let db: Database;

async function organizationWith(subscriptions: number, clientId: string): Promise<string> {
  const [org] = await db.orm.insert(organizations).values({ name: clientId, clientId }).returning();
  for (let i = 0; i < subscriptions; i++) await newShipment(db, org!.id, now);
  return org!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database;
});
afterAll(() => ctx?.cleanup());

describe('cappedTotalOf', () => {
  it('is exact up to the cap and the cap, flagged inexact, past it', () => {
    expect(cappedTotalOf(0, 3)).toEqual({ total: 0, totalIsExact: true });
    expect(cappedTotalOf(3, 3)).toEqual({ total: 3, totalIsExact: true });
    expect(cappedTotalOf(4, 3)).toEqual({ total: 3, totalIsExact: false });
  });
});

describe('countSubscriptionsUpTo', () => {
  it('counts the matches exactly below the cap and stops at the cap above it', async () => {
    const small = await organizationWith(3, 'TLCAPSMALL');
    const big = await organizationWith(5, 'TLCAPBIG');
    const inOrg = (organizationId: string) =>
      ({ kind: 'organization', organizationId, userId: organizationId, ownerOnly: false }) as const;
    expect(await countSubscriptionsUpTo(db, inOrg(small), {}, noPorts, 3)).toEqual({
      total: 3,
      totalIsExact: true,
    });
    expect(await countSubscriptionsUpTo(db, inOrg(big), {}, noPorts, 3)).toEqual({
      total: 3,
      totalIsExact: false,
    });
    expect(await countSubscriptionsUpTo(db, inOrg(big), {}, noPorts, 5)).toEqual({
      total: 5,
      totalIsExact: true,
    });
    expect(await countSubscriptionsUpTo(db, inOrg(big), {}, noPorts)).toEqual({
      total: 5,
      totalIsExact: true,
    });
    expect(await countSubscriptionsUpTo(db, inOrg(big), { status: 'COMPLETE' }, noPorts)).toEqual({
      total: 0,
      totalIsExact: true,
    });
  });
});
