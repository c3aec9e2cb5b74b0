import type { CarrierTrackingBatch, PortDirectory } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { NO_PROVIDER_MESSAGE, refreshShipment } from './refresh-shipment.js';
import {
  event,
  eventRows as eventRowsOf,
  newShipment as newShipmentIn,
  ProviderFault,
  scriptedClient,
  shipmentRow as shipmentRowOf,
} from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const now = new Date('2026-11-21T12:00:00Z');

let db: Database;
let organizationId: string;
useRefreshDatabase('TLREFRESHT', (opened) => {
  ({ db, organizationId } = opened);
});

const newShipment = () => newShipmentIn(db, organizationId, now);
const shipmentRow = (id: string) => shipmentRowOf(db, id);
const eventRows = (id: string) => eventRowsOf(db, id);

describe('refreshShipment', () => {
  it('stores each provider event once, resumes from the cursor and flags retractions', async () => {
    const id = await newShipment();
    const { client, cursors } = scriptedClient([
      {
        events: [event('e1'), event('e2', { eventCode: 'GTIN', eventTime: '2026-11-09T08:00:00.000Z' })],
        retractedEventIds: [],
        cursor: 'c1',
      },
      // The same page again (a duplicate delivery) plus one new event.
      {
        events: [event('e1'), event('e2'), event('e3', { eventCode: 'DISC', locationCode: 'NLRTM' })],
        retractedEventIds: [],
        cursor: 'c2',
      },
      { events: [], retractedEventIds: ['e2'], cursor: 'c3' },
    ]);
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 })).toMatchObject({
      status: 'refreshed',
      newEvents: 2,
    });
    const later = new Date(now.getTime() + 3_600_000);
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now: later, draw: 0.5 })).toMatchObject(
      { newEvents: 1 },
    );
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now: later, draw: 0.5 })).toMatchObject(
      { newEvents: 0, retracted: 1 },
    );
    expect(cursors).toEqual([null, 'c1', 'c2']);

    const rows = await eventRows(id);
    expect(rows.map((r) => [r.eventId, r.retracted]).sort()).toEqual([
      ['e1', false],
      ['e2', true],
      ['e3', false],
    ]);
    const shipment = await shipmentRow(id);
    expect(shipment).toMatchObject({ cursor: 'c3', consecutiveErrors: 0, lastErrorKind: null });
    expect(shipment.nextRefreshAt).toEqual(new Date(later.getTime() + 3_600_000));
    const viewIds = [...shipment.view!.equipmentEvents, ...shipment.view!.transportEvents].map((e) => e.id);
    expect(viewIds).not.toContain('e2');
    const [subscription] = await db.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.shipmentId, id));
    expect(subscription!.displayStatus).toBe(shipment.view!.displayStatus);
    expect(subscription!.updateTime).not.toBeNull();
  });

  it('polls a cancelled booking daily, on the first poll that brings the cancellation and on quiet re-polls', async () => {
    const id = await newShipment();
    const cancellation = event('x2', {
      eventCategory: 'SHIPMENT',
      eventCode: 'VOID',
      documentTypeCode: 'BKG',
      documentId: '260000999',
      equipmentReference: null,
      emptyIndicator: null,
      isoEquipmentCode: null,
      locationCode: null,
      locationName: null,
      modeOfTransport: null,
      vesselName: null,
      vesselImo: null,
      voyage: null,
      eventTime: '2026-11-12T08:00:00.000Z',
      createdTime: '2026-11-12T08:00:00.000Z',
    });
    const { client } = scriptedClient([
      {
        events: [
          event('x1', {
            eventCategory: 'SHIPMENT',
            eventCode: 'CONF',
            documentTypeCode: 'BKG',
            equipmentReference: null,
          }),
          cancellation,
        ],
        retractedEventIds: [],
        cursor: 'x-c1',
      },
      // Nothing new: the cheap path of a quiet poll must keep the daily pace too.
      { events: [cancellation], retractedEventIds: [], cursor: 'x-c2' },
    ]);
    const DAY = 24 * 3_600_000;
    await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 });
    const first = await shipmentRow(id);
    expect(first.view?.proxy.booking.bookingStatus).toBe('CANCELLED');
    expect(first.nextRefreshAt).toEqual(new Date(now.getTime() + DAY));
    const later = new Date(now.getTime() + DAY);
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now: later, draw: 0.5 })).toMatchObject(
      {
        newEvents: 0,
      },
    );
    expect((await shipmentRow(id)).nextRefreshAt).toEqual(new Date(later.getTime() + DAY));
  });

  it('takes the cheap path when a re-poll brings back only events already stored', async () => {
    const id = await newShipment();
    const { client, cursors } = scriptedClient([
      { events: [event('k1'), event('k2', { eventCode: 'GTIN' })], retractedEventIds: [], cursor: 'k-c1' },
      // The inclusive cursor hands back the boundary event: nothing new.
      { events: [event('k2', { eventCode: 'GTIN' })], retractedEventIds: [], cursor: 'k-c2' },
      // One unseen event among known ones: the full path again.
      {
        events: [event('k2', { eventCode: 'GTIN' }), event('k3', { eventCode: 'LOAD' })],
        retractedEventIds: [],
        cursor: 'k-c3',
      },
    ]);
    await refreshShipment({ db, client, shipmentId: id, ports, now, draw: 0.5 });
    const built = (await shipmentRow(id)).viewBuiltAt;
    const later = new Date(now.getTime() + 600_000);
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now: later, draw: 0.5 })).toMatchObject(
      {
        status: 'refreshed',
        newEvents: 0,
      },
    );
    const quiet = await shipmentRow(id);
    expect(quiet.viewBuiltAt).toEqual(built);
    expect(quiet.lastRefreshedAt).toEqual(later);
    expect(quiet.cursor).toBe('k-c2');

    const latest = new Date(later.getTime() + 600_000);
    expect(
      await refreshShipment({ db, client, shipmentId: id, ports, now: latest, draw: 0.5 }),
    ).toMatchObject({
      newEvents: 1,
    });
    expect((await shipmentRow(id)).viewBuiltAt).toEqual(latest);
    expect(cursors).toEqual([null, 'k-c1', 'k-c2']);
  });

  it('keeps events and view on a provider fault, records it and backs off; a non-transient one stops polling', async () => {
    const id = await newShipment();
    const { client } = scriptedClient([
      { events: [event('f1')], retractedEventIds: [], cursor: 'c1' },
      new ProviderFault('server', 'HTTP 500 from provider', 500),
      new ProviderFault('server', 'HTTP 500 from provider', 500),
      new ProviderFault('not-found', 'reference unknown to the carrier', 404),
    ]);
    await refreshShipment({ db, client, shipmentId: id, ports, now });
    const before = await shipmentRow(id);
    expect(await refreshShipment({ db, client, shipmentId: id, ports, now })).toEqual({
      status: 'fault',
      kind: 'server',
      transient: true,
    });
    expect((await shipmentRow(id)).nextRefreshAt).toEqual(new Date(now.getTime() + 60_000));
    await refreshShipment({ db, client, shipmentId: id, ports, now });
    const after = await shipmentRow(id);
    expect(after).toMatchObject({
      lastErrorKind: 'server',
      lastErrorMessage: 'HTTP 500 from provider',
      consecutiveErrors: 2,
      cursor: 'c1',
    });
    expect(after.nextRefreshAt).toEqual(new Date(now.getTime() + 120_000));
    expect(after.view).toEqual(before.view);
    expect(await eventRows(id)).toHaveLength(1);

    await refreshShipment({ db, client, shipmentId: id, ports, now });
    expect(await shipmentRow(id)).toMatchObject({
      lastErrorKind: 'not-found',
      nextRefreshAt: null,
      consecutiveErrors: 3,
    });
  });

  it("records 'no provider configured' when there is no provider", async () => {
    const id = await newShipment();
    expect(await refreshShipment({ db, client: null, shipmentId: id, ports, now })).toMatchObject({
      status: 'fault',
    });
    expect(await shipmentRow(id)).toMatchObject({
      lastErrorKind: 'unconfigured',
      lastErrorMessage: NO_PROVIDER_MESSAGE,
    });
  });

  it('ends in the same state when a refresh crashes before its commit and is retried', async () => {
    const batch = (): CarrierTrackingBatch => ({
      events: [event('k1'), event('k2', { eventCode: 'DISC', locationCode: 'NLRTM' })],
      retractedEventIds: [],
      cursor: 'k',
    });
    const crashed = await newShipment();
    const clean = await newShipment();
    // A database whose transactions do all their work and then fail, as a killed worker would.
    const crashing: Database = {
      ...db,
      orm: new Proxy(db.orm, {
        get(target, prop, receiver) {
          if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
          return (work: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await work(tx);
              throw new Error('killed');
            });
        },
      }),
    };
    await expect(
      refreshShipment({
        db: crashing,
        client: scriptedClient([batch()]).client,
        shipmentId: crashed,
        ports,
        now,
      }),
    ).rejects.toThrow('killed');
    expect(await eventRows(crashed)).toHaveLength(0);
    expect((await shipmentRow(crashed)).cursor).toBeNull();

    await refreshShipment({
      db,
      client: scriptedClient([batch()]).client,
      shipmentId: crashed,
      ports,
      now,
      draw: 0.3,
    });
    await refreshShipment({
      db,
      client: scriptedClient([batch()]).client,
      shipmentId: clean,
      ports,
      now,
      draw: 0.3,
    });
    const [a, b] = [await shipmentRow(crashed), await shipmentRow(clean)];
    expect({ ...a, id: '', reference: '', containerNo: '', createdAt: null, view: null }).toEqual({
      ...b,
      id: '',
      reference: '',
      containerNo: '',
      createdAt: null,
      view: null,
    });
    expect(JSON.stringify(a.view).replaceAll(a.reference, 'X')).toBe(
      JSON.stringify(b.view).replaceAll(b.reference, 'X'),
    );
    expect((await eventRows(crashed)).map((r) => r.eventId).sort()).toEqual(['k1', 'k2']);
  });
});
