import type { PortDirectory } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { refreshShipment } from './refresh-shipment.js';
import { event, newShipment, scriptedClient, shipmentRow } from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const now = new Date('2026-11-21T12:00:00Z');

let db: Database;
let organizationId: string;
useRefreshDatabase('TLCOMPLETE', (opened) => {
  ({ db, organizationId } = opened);
});

describe('an on-demand poll of a completed shipment', () => {
  it('bringing nothing new takes the cheap path and keeps the polling stopped', async () => {
    const id = await newShipment(db, organizationId, now);
    const { client } = scriptedClient([
      { events: [event('c1'), event('c2', { eventCode: 'DISC' })], retractedEventIds: [], cursor: 'c-1' },
      { events: [event('c2', { eventCode: 'DISC' })], retractedEventIds: [], cursor: 'c-2' },
    ]);
    await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 });
    // As a completion (empty return) would have left it: stopped.
    await db.orm
      .update(oceanShipments)
      .set({ completed: true, nextRefreshAt: null })
      .where(eq(oceanShipments.id, id));
    const built = (await shipmentRow(db, id)).viewBuiltAt;

    const later = new Date(now.getTime() + 600_000);
    const outcome = await refreshShipment({ db, client, shipmentId: id, ports, now: later, draw: 0.5 });
    expect(outcome).toMatchObject({ status: 'refreshed', newEvents: 0, completed: true });
    const after = await shipmentRow(db, id);
    expect(after.viewBuiltAt).toEqual(built);
    expect(after.lastRefreshedAt).toEqual(later);
    expect(after.cursor).toBe('c-2');
    expect(after.nextRefreshAt).toBeNull();
  });
});
