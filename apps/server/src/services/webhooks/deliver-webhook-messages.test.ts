import type { ServerResponse } from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import type { AttemptTicket } from './deliver-webhook-message.js';
import { deliverWebhookMessages } from './deliver-webhook-messages.js';
import { sendWebhook } from './send-webhook.js';
import { writeWebhookMessage } from './write-webhook-message.js';

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member;
let fast: WebhookReceiver;
let slow: WebhookReceiver;
const t0 = new Date('2026-11-20T08:00:00Z');
const policy = { attempts: 5, baseSeconds: 60, maxDelaySeconds: 3600 };

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { ...AUTH_TEST_ENV, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  await app.ready();
  db = ctx.database;
  olga = await registerMember(app, 'olga');
  fast = await startWebhookReceiver();
  slow = await startWebhookReceiver();
});
afterAll(async () => {
  await fast?.close();
  await slow?.close();
  await ctx?.cleanup();
});

async function newEndpoint(url: string): Promise<string> {
  const created = await call(app, olga, 'POST', '/application/webhooks', { url, eventTypes: ['ETA_CHANGE'] });
  expect(created.statusCode).toBe(20000);
  return created.data.id;
}

/** `count` messages of the endpoint, their first attempts' tickets captured instead of queued. */
async function newMessages(endpointId: string, count: number): Promise<AttemptTicket[]> {
  const [endpoint] = await db.orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  const tickets: AttemptTicket[] = [];
  for (let i = 0; i < count; i++)
    await db.orm.transaction((tx) =>
      writeWebhookMessage(tx, {
        endpoint: endpoint!,
        type: 'webhook.test',
        data: {
          test: true,
          shipment: {
            subscriptionId: 's1',
            businessNumber: `TEST${i}`,
            carrierCode: 'MAEU',
            vessel: null,
            voyage: null,
            polCode: null,
            podCode: null,
          },
          eventTypes: ['ETA_CHANGE'],
          changes: [],
        },
        now: t0,
        queue: async (t) => {
          tickets.push(t);
        },
      }),
    );
  return tickets;
}

function deliver(tickets: AttemptTicket[], queued: { ticket: AttemptTicket; at: Date }[] = []) {
  return deliverWebhookMessages({
    db,
    tickets,
    now: () => t0,
    policy,
    send: (request) => sendWebhook(request, { timeoutMs: 3000, allowPrivate: true }),
    queueAttempt: async (ticket, at) => {
      queued.push({ ticket, at });
    },
    endpointDisabled: async () => {},
    random: () => 0,
  });
}

const messagesOf = (tickets: AttemptTicket[]) =>
  db.orm
    .select()
    .from(webhookMessages)
    .where(
      inArray(
        webhookMessages.id,
        tickets.map((t) => t.messageId),
      ),
    );

describe('a batch of attempts', () => {
  it('sends its messages at once and logs each; a stale or unknown ticket sends nothing', async () => {
    const tickets = await newMessages(await newEndpoint(fast.url), 5);
    // Answered only once all five are in: sent one after the other, they would time out.
    const held: ServerResponse[] = [];
    fast.answer((res) => {
      held.push(res);
      if (held.length === 5) for (const r of held) r.writeHead(200).end('ok');
    });
    const stale = { ...tickets[0]!, attempt: 3 };
    const missing = { messageId: 'msg_none', run: 0, attempt: 0 };
    const outcomes = await deliver([...tickets, stale, missing]);
    expect(outcomes).toEqual([...tickets.map(() => 'delivered'), 'stale', 'missing']);
    expect(fast.received.map((r) => r.headers['webhook-id']).sort()).toEqual(
      tickets.map((t) => t.messageId).sort(),
    );
    for (const message of await messagesOf(tickets))
      expect(message).toMatchObject({ status: 'delivered', attemptCount: 1, deliveredAt: t0 });
    const logged = await db.orm
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.messageId,
          tickets.map((t) => t.messageId),
        ),
      );
    expect(logged).toHaveLength(5);
    expect(logged.every((a) => a.statusCode === 200 && a.succeeded && a.responseExcerpt === 'ok')).toBe(true);
    // A second run of the same tickets (a re-run) is stale: nothing sent again.
    expect(await deliver(tickets)).toEqual(tickets.map(() => 'stale'));
    expect(fast.received).toHaveLength(5);
  });

  it("records a quick endpoint's attempts without waiting for a slow endpoint of the batch", async () => {
    fast.answer((res) => res.writeHead(204).end());
    const held: ServerResponse[] = [];
    slow.answer((res) => held.push(res));
    const [quick] = await newMessages(await newEndpoint(`${fast.url}?quick`), 1);
    const [late] = await newMessages(await newEndpoint(`${slow.url}?late`), 1);
    const running = deliver([late!, quick!]);
    const deadline = Date.now() + 2500;
    let quickRow = (await messagesOf([quick!]))[0];
    while (quickRow?.status !== 'delivered' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      quickRow = (await messagesOf([quick!]))[0];
    }
    expect(quickRow?.status).toBe('delivered');
    expect(held).toHaveLength(1);
    expect((await messagesOf([late!]))[0]?.status).toBe('pending');
    held[0]!.writeHead(200).end('late');
    expect(await running).toEqual(['delivered', 'delivered']);
  });

  it("starts one failure streak for a failing endpoint and queues each message's next attempt", async () => {
    fast.answer((res) => res.writeHead(503).end('down'));
    const endpointId = await newEndpoint(`${fast.url}?down`);
    const tickets = await newMessages(endpointId, 3);
    const queued: { ticket: AttemptTicket; at: Date }[] = [];
    expect(await deliver(tickets, queued)).toEqual(['retry-queued', 'retry-queued', 'retry-queued']);
    const next = new Date(t0.getTime() + 60_000);
    expect(queued.sort((a, b) => a.ticket.messageId.localeCompare(b.ticket.messageId))).toEqual(
      tickets
        .map((t) => ({ ticket: { ...t, attempt: 1 }, at: next }))
        .sort((a, b) => a.ticket.messageId.localeCompare(b.ticket.messageId)),
    );
    for (const message of await messagesOf(tickets))
      expect(message).toMatchObject({ status: 'pending', attemptCount: 1, nextAttemptAt: next });
    const [endpoint] = await db.orm
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint!.failingSince).toEqual(t0);
  });
});
