import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SubscriptionScope, scopeCondition } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { guests, oceanShipments, oceanSubscriptions, organizations, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { subscriptionsOfShipments, visibleSubscriptionIds } from './visible-subscriptions.js';

let ctx: TestContext;
let db: Database;
const ids = {} as Record<'orgA' | 'orgB' | 'a1' | 'a2' | 'b1' | 'g1' | 'g2' | 'shipment' | 'other', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database;
  const orgs = await db.orm
    .insert(organizations)
    .values([
      { name: 'A', clientId: 'TLVISIBLEA' },
      { name: 'B', clientId: 'TLVISIBLEB' },
    ])
    .returning();
  [ids.orgA, ids.orgB] = [orgs[0]!.id, orgs[1]!.id];
  const member = (organizationId: string, username: string, role: 'main' | 'sub') => ({
    organizationId,
    username,
    role,
    passwordHash: 'x',
  });
  const people = await db.orm
    .insert(users)
    .values([member(ids.orgA, 'a1', 'main'), member(ids.orgA, 'a2', 'sub'), member(ids.orgB, 'b1', 'main')])
    .returning();
  [ids.a1, ids.a2, ids.b1] = people.map((u) => u.id) as [string, string, string];
  const visitors = await db.orm.insert(guests).values([{}, {}]).returning();
  [ids.g1, ids.g2] = visitors.map((g) => g.id) as [string, string];
  const shipments = await db.orm
    .insert(oceanShipments)
    .values(
      ['VIS0000001', 'VIS0000002'].map((reference) => ({
        carrierCode: 'MAEU',
        referenceType: 'CONTAINER' as const,
        reference,
        containerNo: reference,
        refreshIntervalMinutes: 60,
      })),
    )
    .returning();
  [ids.shipment, ids.other] = [shipments[0]!.id, shipments[1]!.id];
  const holders = [
    { organizationId: ids.orgA, ownerUserId: ids.a1 },
    { organizationId: ids.orgA, ownerUserId: ids.a2 },
    { organizationId: ids.orgA, ownerUserId: null },
    { organizationId: ids.orgA, ownerUserId: ids.a1, deletedAt: new Date() },
    { organizationId: ids.orgB, ownerUserId: ids.b1 },
    { guestId: ids.g1 },
  ];
  await db.orm.insert(oceanSubscriptions).values([
    ...holders.map((holder, i) => ({
      ...holder,
      shipmentId: ids.shipment,
      billNumber: `BL${i}`,
      containerNumber: 'VIS0000001',
      carrierCode: 'MAEU',
    })),
    {
      organizationId: ids.orgA,
      ownerUserId: ids.a1,
      shipmentId: ids.other,
      containerNumber: 'VIS0000002',
      carrierCode: 'MAEU',
    },
  ]);
});
afterAll(() => ctx?.cleanup());

describe('visibleSubscriptionIds', () => {
  it('agrees with the list scope (scopeCondition) for every kind of caller', async () => {
    const scopes: SubscriptionScope[] = [
      { kind: 'organization', organizationId: ids.orgA, userId: ids.a1, ownerOnly: false },
      { kind: 'organization', organizationId: ids.orgA, userId: ids.a1, ownerOnly: true },
      { kind: 'organization', organizationId: ids.orgA, userId: ids.a2, ownerOnly: true },
      { kind: 'organization', organizationId: ids.orgB, userId: ids.b1, ownerOnly: false },
      { kind: 'guest', guestId: ids.g1 },
      { kind: 'guest', guestId: ids.g2 },
    ];
    const audience = { organizationIds: [ids.orgA, ids.orgB], guestIds: [ids.g1, ids.g2] };
    const rows = await subscriptionsOfShipments(db, [ids.shipment], audience);
    const sizes: number[] = [];
    for (const scope of scopes) {
      const listed = await db.orm
        .select({ id: oceanSubscriptions.id })
        .from(oceanSubscriptions)
        .where(and(eq(oceanSubscriptions.shipmentId, ids.shipment), scopeCondition(scope)));
      const expected = listed.map((r) => r.id).sort();
      expect(visibleSubscriptionIds(scope, rows).sort(), JSON.stringify(scope)).toEqual(expected);
      sizes.push(expected.length);
    }
    // The cases differ: all of A (3 live), a1 and a2 their own, B one, guest one, other guest none.
    expect(sizes).toEqual([3, 1, 1, 1, 1, 0]);
  });
});

describe('subscriptionsOfShipments', () => {
  it('reads only live subscriptions of the changed shipments held by the audience', async () => {
    const onlyA = await subscriptionsOfShipments(db, [ids.shipment], {
      organizationIds: [ids.orgA],
      guestIds: [],
    });
    expect(onlyA).toHaveLength(3);
    expect(onlyA.every((r) => r.organizationId === ids.orgA && r.shipmentId === ids.shipment)).toBe(true);
    const both = await subscriptionsOfShipments(db, [ids.shipment, ids.other], {
      organizationIds: [ids.orgA],
      guestIds: [ids.g1],
    });
    expect(both.map((r) => r.shipmentId).filter((s) => s === ids.other)).toHaveLength(1);
    expect(both.filter((r) => r.guestId === ids.g1)).toHaveLength(1);
    expect(await subscriptionsOfShipments(db, [ids.shipment], { organizationIds: [], guestIds: [] })).toEqual(
      [],
    );
  });
});
