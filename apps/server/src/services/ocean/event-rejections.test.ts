import type { CarrierEventRejection, CarrierTrackingBatch, PortDirectory } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providersCommand } from '../../cli/providers-report.js';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { checkHealth } from '../system/check-health.js';
import { recordEventRejections } from './record-event-rejections.js';
import { refreshShipment } from './refresh-shipment.js';
import { reportEventRejections } from './report-event-rejections.js';
import { event, newShipment, scriptedClient, shipmentRow } from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const HOUR = 3600_000;

let db: Database;
let organizationId: string;
useRefreshDatabase('TLREJECTS', (opened) => {
  ({ db, organizationId } = opened);
});

const rejection = (reason: CarrierEventRejection['reason'], eventId: string): CarrierEventRejection => ({
  reason,
  eventId,
  detail: `${reason} of ${eventId}`,
});
const rowCount = async (carrier: string) =>
  rowsOf<{ n: number }>(
    await db.orm.execute(
      sql`select count(*)::int as n from provider_event_rejections where carrier_code = ${carrier}`,
    ),
  )[0]?.n;

describe('rejected provider events, kept per carrier feed', () => {
  it('counts per reason over the last 24 h and 7 d, with first/last seen and the latest sample', async () => {
    const now = new Date('2026-11-26T10:30:00Z');
    const record = (
      at: Date,
      rejections: CarrierEventRejection[],
      reference = 'BKG-1',
      carrierCode = 'ZZRA',
    ) => recordEventRejections({ db: db.orm, carrierCode, reference, rejections, now: at });
    await record(new Date(now.getTime() - 3 * 24 * HOUR), [rejection('unknown-code', 'old')]);
    await record(new Date(now.getTime() - 2 * HOUR), [
      rejection('unknown-code', 'a'),
      rejection('unknown-code', 'b'),
      rejection('created-in-future', 'c'),
    ]);
    await record(now, [rejection('unknown-code', 'latest')], 'BKG-2');
    // Another feed is reported apart.
    await record(now, [rejection('schema', 'x')], 'BKG-9', 'ZZRB');

    const feeds = await reportEventRejections({ db: db.orm, now, withSamples: true });
    const feed = feeds.find((f) => f.carrierCode === 'ZZRA');
    expect(feed).toMatchObject({ carrierCode: 'ZZRA', last24h: 4, last7d: 5, lastSeenAt: now.toISOString() });
    expect(feed?.reasons).toEqual([
      {
        reason: 'created-in-future',
        last24h: 1,
        last7d: 1,
        firstSeenAt: new Date(now.getTime() - 2 * HOUR).toISOString(),
        lastSeenAt: new Date(now.getTime() - 2 * HOUR).toISOString(),
        sample: { eventId: 'c', reference: 'BKG-1', detail: 'created-in-future of c' },
      },
      {
        reason: 'unknown-code',
        last24h: 3,
        last7d: 4,
        firstSeenAt: new Date(now.getTime() - 3 * 24 * HOUR).toISOString(),
        lastSeenAt: now.toISOString(),
        sample: { eventId: 'latest', reference: 'BKG-2', detail: 'unknown-code of latest' },
      },
    ]);
    expect(feeds.find((f) => f.carrierCode === 'ZZRB')).toMatchObject({ last24h: 1, last7d: 1 });
    // Busiest feed first; without samples nothing names a business number.
    const plain = await reportEventRejections({ db: db.orm, now });
    expect(plain.map((f) => f.carrierCode)).toEqual(['ZZRA', 'ZZRB']);
    expect(JSON.stringify(plain)).not.toMatch(/BKG-|sample/);
  });

  it('stays bounded: hours past the retention are deleted as new ones are written', async () => {
    const start = new Date('2026-10-01T00:00:00Z');
    for (let day = 0; day < 20; day++) {
      const at = new Date(start.getTime() + day * 24 * HOUR);
      await recordEventRejections({
        db: db.orm,
        carrierCode: 'ZZBD',
        reference: 'R',
        rejections: [rejection('schema', `d${day}`), rejection('schema', `e${day}`)],
        now: at,
      });
    }
    // One row per reason and hour of the 8-day window, not one per rejection or per day ever.
    expect(await rowCount('ZZBD')).toBe(9);
    const now = new Date(start.getTime() + 19 * 24 * HOUR);
    const [feed] = (await reportEventRejections({ db: db.orm, now })).filter((f) => f.carrierCode === 'ZZBD');
    expect(feed).toMatchObject({ last24h: 2, last7d: 14 });
  });

  it('a poll records its rejections, even when it brings nothing new; /health shows counts, the CLI samples', async () => {
    const now = new Date();
    const id = await newShipment(db, organizationId, now);
    const shipment = await shipmentRow(db, id);
    const batch = (rejections: CarrierEventRejection[]): CarrierTrackingBatch => ({
      events: [event('r1')],
      retractedEventIds: [],
      cursor: 'c1',
      rejections,
    });
    const { client } = scriptedClient([
      batch([rejection('forbidden-combination', 'bad-1')]),
      // The same good event again: a "known" batch, which otherwise skips the store.
      batch([rejection('forbidden-combination', 'bad-2')]),
    ]);
    await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 });
    await refreshShipment({
      db,
      client,
      shipmentId: id,
      ports,
      now: new Date(now.getTime() + 1000),
      draw: 0.5,
    });
    const feeds = await reportEventRejections({
      db: db.orm,
      now: new Date(now.getTime() + 1000),
      withSamples: true,
    });
    const maeu = feeds.find((f) => f.carrierCode === 'MAEU');
    expect(maeu?.reasons).toEqual([
      expect.objectContaining({
        reason: 'forbidden-combination',
        last24h: 2,
        sample: { eventId: 'bad-2', reference: shipment.reference, detail: 'forbidden-combination of bad-2' },
      }),
    ]);

    const health = await checkHealth({ db, jobs: null });
    const healthFeed = health.rejectedEvents?.find((f) => f.carrierCode === 'MAEU');
    expect(healthFeed).toMatchObject({
      last24h: 2,
      reasons: [{ reason: 'forbidden-combination', last24h: 2 }],
    });
    expect(JSON.stringify(health)).not.toContain(shipment.reference);

    const out: string[] = [];
    const code = await providersCommand(['report'], db, { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/^MAEU\s+2 \/ 2\s+last seen /m);
    expect(text).toMatch(/forbidden-combination\s+2 \/ 2/);
    expect(text).toContain(`e.g. event bad-2 of ${shipment.reference}: forbidden-combination of bad-2`);
    const usage: string[] = [];
    expect(await providersCommand(['list'], db, { out: () => {}, err: (l) => usage.push(l) })).toBe(1);
    expect(usage.join('\n')).toContain('usage: providers report');
  });
});
