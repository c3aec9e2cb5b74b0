import { type PortDirectory, ZWebhookPayload } from '@tracklane/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
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
import { fanOutShipmentChanges } from '../notifications/fan-out-shipment-changes.js';
import type { AttemptTicket } from './deliver-webhook-message.js';
import { writeWebhookMessage } from './write-webhook-message.js';

const ports: PortDirectory = { get: () => undefined };
const t0 = new Date('2026-11-20T08:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const eta = (hours: number) => new Date(Date.UTC(2026, 11, 10, 6) + hours * 3_600_000).toISOString();

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let shipmentId: string;
let olgaUserId: string;
const endpoint: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  const olga = await registerMember(app, 'olga');
  const ivan = await registerMember(app, 'ivan');
  // No member rule asks for anything: webhooks are written all the same.
  const off = await call(app, olga, 'POST', '/application/rule/event', {
    enabled: false,
    events: ['ETA_CHANGE'],
    thresholdHours: 6,
    scope: { kind: 'mine' },
    channels: { email: false },
  });
  expect(off.statusCode).toBe(20000);
  olgaUserId = (await call(app, olga, 'GET', '/auth/user/current')).data.id;
  const ivanUserId = (await call(app, ivan, 'GET', '/auth/user/current')).data.id;
  const orgOf = async (userId: string) =>
    (await db.orm.select().from(users).where(eq(users.id, userId)))[0]!.organizationId;
  const olgaOrg = await orgOf(olgaUserId);
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'MAEU7',
      refreshIntervalMinutes: 60,
    })
    .returning();
  shipmentId = shipment!.id;
  await db.orm.insert(oceanSubscriptions).values({
    organizationId: olgaOrg,
    ownerUserId: olgaUserId,
    shipmentId,
    billNumber: 'OLGA7',
    carrierCode: 'MAEU',
    polCode: 'CNSHA',
    podCode: 'NLRTM',
  });
  const add = async (
    name: string,
    organizationId: string,
    eventTypes: string[],
    thresholdHours: number,
    enabled = true,
  ) => {
    const [row] = await db.orm
      .insert(webhookEndpoints)
      .values({
        organizationId,
        ownerUserId: null,
        url: `https://${name}.example.com/hook`,
        eventTypes,
        thresholdHours,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        enabled,
      })
      .returning();
    endpoint[name] = row!.id;
  };
  await add('eta', olgaOrg, ['ETA_CHANGE'], 6);
  await add('atd', olgaOrg, ['ATD_CHANGE'], 0);
  await add('coarse', olgaOrg, ['ETA_CHANGE'], 48);
  await add('arrivals', olgaOrg, ['ATA_CHANGE'], 720);
  await add('off', olgaOrg, ['ETA_CHANGE'], 0, false);
  // Ivan's organisation does not track the shipment.
  await add('ivan', await orgOf(ivanUserId), ['ETA_CHANGE', 'ATA_CHANGE'], 0);
});
afterAll(() => ctx?.cleanup());

async function record(
  minutes: number,
  type: 'ETA_CHANGE' | 'ATA_CHANGE',
  oldHours: number | null,
  newHours: number,
) {
  await db.orm.insert(oceanReminders).values({
    shipmentId,
    type,
    oldValue: oldHours === null ? null : eta(oldHours),
    newValue: eta(newHours),
    portCode: 'NLRTM',
    recordedAt: at(minutes),
  });
}

const tickets: AttemptTicket[] = [];
async function fanOut(minutes: number) {
  return fanOutShipmentChanges({
    db,
    shipmentId,
    now: at(minutes),
    ports,
    queueDelivery: async () => {},
    queueAgainAt: async () => {},
    queueWebhook: async (ticket) => {
      tickets.push(ticket);
    },
  });
}

const messagesOf = (name: string) =>
  db.orm
    .select()
    .from(webhookMessages)
    .where(eq(webhookMessages.endpointId, endpoint[name]!))
    .orderBy(asc(webhookMessages.createdAt));

describe('the fan-out writes webhook messages', () => {
  it('writes one message per matching endpoint, with its first attempt queued, though no member is told', async () => {
    await record(0, 'ETA_CHANGE', 0, 30);
    expect(await fanOut(0)).toEqual({ status: 'done', notices: 0, deliveries: 0 });
    expect(await db.orm.select().from(notices).where(eq(notices.userId, olgaUserId))).toHaveLength(0);
    const [message] = await messagesOf('eta');
    expect(message).toMatchObject({
      type: 'shipment.changed',
      eventTypes: ['ETA_CHANGE'],
      status: 'pending',
    });
    const payload = ZWebhookPayload.parse(JSON.parse(message!.body));
    expect(payload.data).toMatchObject({
      test: false,
      shipment: { businessNumber: 'OLGA7', carrierCode: 'MAEU', podCode: 'NLRTM' },
      changes: [
        { event: 'ETA_CHANGE', oldValue: eta(0), newValue: eta(30), deltaHours: 30, source: 'carrier' },
      ],
    });
    expect(tickets).toEqual([{ messageId: message!.id, run: 0, attempt: 0 }]);
    // Not chosen, below the threshold, disabled, or of an organisation not tracking the shipment.
    for (const name of ['atd', 'coarse', 'off', 'ivan', 'arrivals'])
      expect(await messagesOf(name), name).toEqual([]);
  });

  it('sends a coalescing window once: one message for its changes, measured as they netted out', async () => {
    await record(5, 'ETA_CHANGE', 30, 40);
    await record(10, 'ETA_CHANGE', 40, 60);
    expect((await fanOut(5)).status).toBe('deferred');
    expect(await messagesOf('eta')).toHaveLength(1);
    await fanOut(16);
    const messages = await messagesOf('eta');
    expect(messages).toHaveLength(2);
    expect((messages[1]!.payload as { data: { changes: unknown[] } }).data.changes).toEqual([
      expect.objectContaining({ oldValue: eta(30), newValue: eta(60), deltaHours: 30 }),
    ]);
    // 30 h is below the coarse endpoint's 48 h.
    expect(await messagesOf('coarse')).toEqual([]);
    expect(tickets).toHaveLength(2);
  });

  it('sends nothing when a date flaps back within the window', async () => {
    await record(20, 'ETA_CHANGE', 60, 90);
    await record(25, 'ETA_CHANGE', 90, 60);
    await fanOut(32);
    expect(await messagesOf('eta')).toHaveLength(2);
  });

  it('always counts a date seen for the first time, whatever the threshold', async () => {
    await record(60, 'ATA_CHANGE', null, 70);
    await fanOut(60);
    const [arrival] = await messagesOf('arrivals');
    expect(arrival).toMatchObject({ eventTypes: ['ATA_CHANGE'] });
    expect(await messagesOf('eta')).toHaveLength(2);
  });
});

describe('a message body', () => {
  it('stays under 20 KB, keeping its first changes when there are too many', async () => {
    const changes = Array.from({ length: 400 }, (_, i) => ({
      event: i % 2 ? ('ETA_CHANGE' as const) : ('ATA_CHANGE' as const),
      portCode: `NL${String(i).padStart(3, '0')}`,
      portName: 'A port with a rather long name to make the body grow quickly',
      oldValue: eta(i),
      newValue: eta(i + 10),
      deltaHours: 10,
      source: 'carrier' as const,
    }));
    const [row] = await db.orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.eta!));
    const id = await db.orm.transaction((tx) =>
      writeWebhookMessage(tx, {
        endpoint: row!,
        type: 'shipment.changed',
        data: {
          test: false,
          shipment: {
            subscriptionId: 's',
            businessNumber: 'B',
            carrierCode: 'MAEU',
            vessel: null,
            voyage: null,
            polCode: null,
            podCode: null,
          },
          eventTypes: ['ATA_CHANGE', 'ETA_CHANGE'],
          changes,
        },
        now: at(120),
        queue: async () => {},
      }),
    );
    const [message] = await db.orm.select().from(webhookMessages).where(eq(webhookMessages.id, id));
    expect(Buffer.byteLength(message!.body)).toBeLessThan(20 * 1024);
    const payload = ZWebhookPayload.parse(JSON.parse(message!.body));
    expect(payload.data.changes.length).toBeGreaterThan(10);
    expect(payload.data.changes[0]).toEqual(changes[0]);
    expect(message!.eventTypes).toEqual(payload.data.eventTypes);
  });
});
