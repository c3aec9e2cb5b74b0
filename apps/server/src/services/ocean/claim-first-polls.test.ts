import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions, organizations } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { claimFirstPolls } from './claim-first-polls.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('claimFirstPolls', () => {
  it("takes one carrier's never-polled shipments, each organisation's first before anyone's second", async () => {
    const db = ctx.database.orm;
    const now = new Date('2026-11-21T12:00:00Z');
    const [big, small] = await db
      .insert(organizations)
      .values([
        { name: 'Big', clientId: 'TLFIRSTBIG' },
        { name: 'Small', clientId: 'TLFIRSTSMALL' },
      ])
      .returning();
    const seconds = (s: number) => new Date(now.getTime() - 600_000 + s * 1000);
    // Big subscribed A1…A6 first, Small S1 after them; P1 (Big's) was polled already; C1 is
    // another carrier's.
    const specs = [
      ...[1, 2, 3, 4, 5, 6].map((i) => ({ ref: `A${i}`, org: big!, at: i, carrier: 'MAEU', polled: false })),
      { ref: 'S1', org: small!, at: 10, carrier: 'MAEU', polled: false },
      { ref: 'P1', org: big!, at: 0, carrier: 'MAEU', polled: true },
      { ref: 'C1', org: small!, at: 0, carrier: 'COSU', polled: false },
    ];
    const shipments = await db
      .insert(oceanShipments)
      .values(
        specs.map((s) => ({
          carrierCode: s.carrier,
          referenceType: 'CONTAINER' as const,
          reference: s.ref,
          refreshIntervalMinutes: 60,
          nextRefreshAt: seconds(s.at),
          lastRefreshedAt: s.polled ? seconds(s.at) : null,
          createdAt: seconds(s.at),
        })),
      )
      .returning();
    await db.insert(oceanSubscriptions).values(
      shipments.map((shipment, i) => ({
        organizationId: specs[i]!.org.id,
        shipmentId: shipment.id,
        billNumber: shipment.reference,
        carrierCode: shipment.carrierCode,
        createdAt: seconds(specs[i]!.at),
      })),
    );
    const refOf = (id: string) => shipments.find((s) => s.id === id)!.reference;

    const first = await claimFirstPolls({ db: ctx.database, carrierCode: 'MAEU', now, limit: 3 });
    // Small's only shipment shares the first batch with Big's oldest two, though asked after all six.
    expect(first.map((c) => refOf(c.id))).toEqual(['A1', 'S1', 'A2']);
    // Claimed ones are leased: the next batch is the rest, in order; the polled one is not a first poll.
    const rest = await claimFirstPolls({ db: ctx.database, carrierCode: 'MAEU', now, limit: 10 });
    expect(rest.map((c) => refOf(c.id))).toEqual(['A3', 'A4', 'A5', 'A6']);
    expect(await claimFirstPolls({ db: ctx.database, carrierCode: 'MAEU', now, limit: 10 })).toEqual([]);
  });
});
