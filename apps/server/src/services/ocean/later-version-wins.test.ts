import type { PortDirectory } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { refreshShipment } from './refresh-shipment.js';
import { reportEventRejections } from './report-event-rejections.js';
import { event, eventRows, newShipment, scriptedClient } from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };

let db: Database;
let organizationId: string;
useRefreshDatabase('TLLATERWIN', (opened) => {
  ({ db, organizationId } = opened);
});

describe('one eventID sent again in a later poll', () => {
  it('the version created later wins, in any order, and the replacement is reported', async () => {
    const now = new Date();
    const id = await newShipment(db, organizationId, now);
    const first = event('e1', {
      eventTime: '2026-11-10T08:00:00.000Z',
      createdTime: '2026-11-10T08:05:00.000Z',
    });
    const revised = {
      ...first,
      eventTime: '2026-11-10T09:30:00.000Z',
      createdTime: '2026-11-10T09:35:00.000Z',
    };
    const { client } = scriptedClient([
      { events: [first], retractedEventIds: [], cursor: 'c1' },
      // Within the hour: the view is fresh, so a batch of known ids alone would take the cheap path.
      { events: [revised], retractedEventIds: [], cursor: 'c2' },
      // The older version again (a provider re-sending history): it does not win back.
      { events: [first], retractedEventIds: [], cursor: 'c3' },
    ]);
    const poll = (offsetMs: number) =>
      refreshShipment({
        db,
        client,
        shipmentId: id,
        ports,
        now: new Date(now.getTime() + offsetMs),
        draw: 0.5,
      });
    expect(await poll(0)).toMatchObject({ status: 'refreshed', newEvents: 1 });
    expect(await poll(1000)).toMatchObject({ status: 'refreshed', newEvents: 0 });
    expect((await eventRows(db, id)).map((r) => r.event.eventTime)).toEqual(['2026-11-10T09:30:00.000Z']);
    await poll(2000);
    expect((await eventRows(db, id)).map((r) => r.event.createdTime)).toEqual(['2026-11-10T09:35:00.000Z']);

    const feeds = await reportEventRejections({
      db: db.orm,
      now: new Date(now.getTime() + 3000),
      withSamples: true,
    });
    const maeu = feeds.find((f) => f.carrierCode === 'MAEU');
    expect(maeu?.reasons).toEqual([
      expect.objectContaining({
        reason: 'conflicting-duplicate',
        last24h: 1,
        sample: expect.objectContaining({ eventId: 'e1' }),
      }),
    ]);
  });
});
