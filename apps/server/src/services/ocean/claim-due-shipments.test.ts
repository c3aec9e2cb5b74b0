import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, organizations } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { CLAIM_LEASE_MS, claimDueShipments } from './claim-due-shipments.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('claimDueShipments', () => {
  it('takes due, still-subscribed shipments, at most N per carrier, oldest first, and leases them', async () => {
    const db = ctx.database.orm;
    const now = new Date('2026-11-21T12:00:00Z');
    const [org] = await db.insert(organizations).values({ name: 'O', clientId: 'TLCLAIMTEST' }).returning();
    const at = (minutesAgo: number | null) =>
      minutesAgo === null ? null : new Date(now.getTime() - minutesAgo * 60_000);
    const specs: [string, string, number | null, boolean][] = [
      // carrier, reference, due minutes ago (null: not polled), subscribed
      ['MAEU', 'M1', 30, true],
      ['MAEU', 'M2', 20, true],
      ['MAEU', 'M3', 10, true],
      ['MAEU', 'M4', -5, true], // due in the future
      ['MAEU', 'M5', 40, false], // nobody subscribed any more
      ['COSU', 'C1', 5, true],
      ['COSU', 'C2', null, true], // completed or stopped
    ];
    const shipments = await db
      .insert(oceanShipments)
      .values(
        specs.map(([carrierCode, reference, due]) => ({
          carrierCode,
          referenceType: 'CONTAINER' as const,
          reference,
          refreshIntervalMinutes: 60,
          nextRefreshAt: at(due),
        })),
      )
      .returning();
    await db.insert(oceanSubscriptions).values(
      shipments.map((s, i) => ({
        organizationId: org!.id,
        shipmentId: s.id,
        billNumber: s.reference,
        carrierCode: s.carrierCode,
        deletedAt: specs[i]![3] ? null : now,
      })),
    );
    const refOf = (id: string) => shipments.find((s) => s.id === id)!.reference;

    const claimed = await claimDueShipments({ db: ctx.database, now, perCarrier: 2 });
    expect(claimed.map((c) => refOf(c.id)).sort()).toEqual(['C1', 'M1', 'M2']);
    // Leased: a second dispatcher at the same instant gets the rest, not the same ones.
    const second = await claimDueShipments({ db: ctx.database, now, perCarrier: 2 });
    expect(second.map((c) => refOf(c.id))).toEqual(['M3']);
    expect(await claimDueShipments({ db: ctx.database, now, perCarrier: 2 })).toEqual([]);
    // After the lease a crashed worker's claims are due again.
    const later = new Date(now.getTime() + CLAIM_LEASE_MS + 1);
    const retaken = await claimDueShipments({ db: ctx.database, now: later, perCarrier: 10 });
    expect(retaken.map((c) => refOf(c.id)).sort()).toEqual(['C1', 'M1', 'M2', 'M3', 'M4']);
  });
});
