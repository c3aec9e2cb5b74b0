import { type NoticeChange, type PortDirectory, ZWebhookPayload } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  users,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { fanOutShipmentChanges } from './fan-out-shipment-changes.js';

/**
 * Milestones, warnings and stale data through the fan-out: a notice, an e-mail delivery and a
 * webhook message each once, whatever the threshold, and a milestone told once per member.
 */
const ports: PortDirectory = { get: () => undefined };
const t0 = new Date('2026-11-20T08:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const eta = (hours: number) => new Date(Date.UTC(2026, 11, 10, 6) + hours * 3_600_000).toISOString();
const ARRIVED = '2026-12-10T05:30:00.000Z';

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let shipmentId: string;
let olgaId: string;
let endpointId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  const olga = await registerMember(app, 'olga');
  olgaId = (await call(app, olga, 'GET', '/auth/user/current')).data.id;
  // A threshold of two days: the ETA changes below stay unsent; milestones do not care.
  const rule = await call(app, olga, 'POST', '/application/rule/event', {
    enabled: true,
    events: ['ETA_CHANGE', 'VESSEL_ARRIVED', 'HOLD_SET', 'WARNING', 'DATA_STALE'],
    thresholdHours: 48,
    scope: { kind: 'mine' },
    channels: { email: true },
    emails: 'ops@olga.com',
  });
  expect(rule.statusCode).toBe(20000);
  const [user] = await db.orm.select().from(users).where(eq(users.id, olgaId));
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'MAEU9',
      refreshIntervalMinutes: 60,
    })
    .returning();
  shipmentId = shipment!.id;
  await db.orm.insert(oceanSubscriptions).values({
    organizationId: user!.organizationId,
    ownerUserId: olgaId,
    shipmentId,
    billNumber: 'OLGA9',
    carrierCode: 'MAEU',
    polCode: 'CNSHA',
    podCode: 'NLRTM',
  });
  const [endpoint] = await db.orm
    .insert(webhookEndpoints)
    .values({
      organizationId: user!.organizationId,
      ownerUserId: null,
      url: 'https://olga.example.com/hook',
      eventTypes: ['ETA_CHANGE', 'VESSEL_ARRIVED'],
      thresholdHours: 720,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    })
    .returning();
  endpointId = endpoint!.id;
});
afterAll(() => ctx?.cleanup());

async function fanOut(minutes: number) {
  const deliveries: string[] = [];
  const webhooks: unknown[] = [];
  const result = await fanOutShipmentChanges({
    db,
    shipmentId,
    now: at(minutes),
    ports,
    queueDelivery: async (id) => {
      deliveries.push(id);
    },
    queueAgainAt: async () => {},
    queueWebhook: async (ticket) => {
      webhooks.push(ticket);
    },
  });
  return { result, deliveries, webhooks };
}

const arrived = (minutes: number, newValue = ARRIVED) =>
  db.orm.insert(oceanReminders).values({
    shipmentId,
    type: 'VESSEL_ARRIVED',
    oldValue: null,
    newValue,
    portCode: 'NLRTM',
    placeRole: 'POD',
    code: 'BDAR',
    source: 'ais',
    recordedAt: at(minutes),
  });

const messages = () =>
  db.orm.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpointId));
const noticesOfOlga = () => db.orm.select().from(notices).where(eq(notices.userId, olgaId));

describe('fan-out of milestones', () => {
  it('tells a vessel arrival once in the notice centre, by e-mail and by webhook; a small ETA change waits', async () => {
    await db.orm.insert(oceanReminders).values({
      shipmentId,
      type: 'ETA_CHANGE',
      oldValue: eta(0),
      newValue: eta(10),
      portCode: 'NLRTM',
      placeRole: 'POD',
      recordedAt: at(0),
    });
    await arrived(0);
    const { result, deliveries, webhooks } = await fanOut(0);
    expect(result).toEqual({ status: 'done', notices: 1, deliveries: 1 });
    expect(deliveries).toHaveLength(1);
    expect(webhooks).toHaveLength(1);

    const [notice] = await noticesOfOlga();
    // 10 h is under the member's 48 h and the endpoint's 720 h: only the arrival goes out.
    expect(notice!.events).toEqual(['VESSEL_ARRIVED']);
    expect(notice!.changes).toEqual([
      {
        event: 'VESSEL_ARRIVED',
        portCode: 'NLRTM',
        placeRole: 'POD',
        code: 'BDAR',
        oldValue: null,
        newValue: ARRIVED,
        deltaHours: null,
        source: 'ais',
        portTimeZone: null,
        portName: null,
      },
    ]);
    expect(notice!.shipment).toMatchObject({ businessNumber: 'OLGA9', carrierCode: 'MAEU' });
    const [delivery] = await db.orm
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.noticeId, notice!.id));
    expect(delivery).toMatchObject({ channel: 'email', target: 'ops@olga.com' });

    const [message] = await messages();
    const payload = ZWebhookPayload.parse(JSON.parse(message!.body));
    expect(message!.eventTypes).toEqual(['VESSEL_ARRIVED']);
    expect(payload.data.changes).toMatchObject([
      { event: 'VESSEL_ARRIVED', placeRole: 'POD', code: 'BDAR', newValue: ARRIVED, source: 'ais' },
    ]);
  });

  it('does not tell the same arrival again when the carrier states it anew (retracted and back)', async () => {
    await arrived(30, '2026-12-10T05:45:00.000Z');
    const { result, deliveries, webhooks } = await fanOut(30);
    expect(result).toEqual({ status: 'done', notices: 0, deliveries: 0 });
    expect(deliveries).toEqual([]);
    expect(webhooks).toEqual([]);
    expect(await noticesOfOlga()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
  });

  it('tells a hold and a warning with their codes, and stale data as the stale-data job writes it', async () => {
    await db.orm.insert(oceanReminders).values([
      {
        shipmentId,
        type: 'HOLD_SET',
        oldValue: null,
        newValue: '2026-12-10T09:00:00.000Z',
        portCode: 'NLRTM',
        placeRole: 'POD',
        code: 'CUIP',
        source: 'carrier',
        recordedAt: at(60),
      },
      {
        shipmentId,
        type: 'WARNING',
        oldValue: null,
        newValue: at(60).toISOString(),
        portCode: 'NLRTM',
        placeRole: 'POD',
        code: 'WETA',
        source: 'carrier',
        recordedAt: at(60),
      },
      {
        shipmentId,
        type: 'DATA_STALE',
        oldValue: '2026-11-19T06:00:00.000Z',
        newValue: at(60).toISOString(),
        portCode: '',
        recordedAt: at(60),
      },
    ]);
    const { result } = await fanOut(60);
    expect(result).toEqual({ status: 'done', notices: 1, deliveries: 1 });
    const latest = (await noticesOfOlga()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    // Rows of one refresh have no order among themselves: by event name.
    const changes = [...(latest!.changes as NoticeChange[])].sort((a, b) => a.event.localeCompare(b.event));
    expect(changes).toMatchObject([
      {
        event: 'DATA_STALE',
        portCode: '',
        oldValue: '2026-11-19T06:00:00.000Z',
        newValue: at(60).toISOString(),
      },
      { event: 'HOLD_SET', code: 'CUIP', deltaHours: null, source: 'carrier' },
      { event: 'WARNING', code: 'WETA', deltaHours: null },
    ]);
    // The endpoint chose neither: no message.
    expect(await messages()).toHaveLength(1);
  });
});
