import type { WebhookEndpointWithSecret } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import {
  type AttemptTicket,
  type DisabledEndpoint,
  deliverWebhookMessage,
  type WebhookDeliveryOutcome,
} from './deliver-webhook-message.js';
import { minimumRetrySpanMs, type RetryPolicy } from './retry-schedule.js';
import { sendWebhook } from './send-webhook.js';
import { renderDisabledMail, tellOwnerEndpointDisabled } from './tell-owner-endpoint-disabled.js';
import { writeWebhookMessage } from './write-webhook-message.js';

const HOUR = 3_600_000;
let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member;
let receiver: WebhookReceiver;
const t0 = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { ...AUTH_TEST_ENV, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  await app.ready();
  db = ctx.database;
  olga = await registerMember(app, 'olga');
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.cleanup();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer((res) => res.writeHead(200).end('ok'));
});

async function newEndpoint(): Promise<WebhookEndpointWithSecret> {
  const created = await call(app, olga, 'POST', '/application/webhooks', {
    url: receiver.url,
    eventTypes: ['ETA_CHANGE'],
  });
  expect(created.statusCode).toBe(20000);
  return created.data;
}

/** A message of the endpoint, its first attempt's ticket captured instead of queued. */
async function newMessage(endpoint: { id: string }, now = t0): Promise<AttemptTicket> {
  const [row] = await db.orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  let ticket: AttemptTicket | undefined;
  await db.orm.transaction((tx) =>
    writeWebhookMessage(tx, {
      endpoint: row!,
      type: 'shipment.changed',
      data: {
        test: false,
        shipment: {
          subscriptionId: 's1',
          businessNumber: 'MAEU123',
          carrierCode: 'MAEU',
          vessel: null,
          voyage: null,
          polCode: 'CNSHA',
          podCode: 'NLRTM',
        },
        eventTypes: ['ETA_CHANGE'],
        changes: [
          {
            event: 'ETA_CHANGE',
            portCode: 'NLRTM',
            oldValue: '2026-12-10T06:00:00.000Z',
            newValue: '2026-12-11T12:00:00.000Z',
            deltaHours: 30,
            source: 'carrier',
          },
        ],
      },
      now,
      queue: async (t) => {
        ticket = t;
      },
    }),
  );
  return ticket!;
}

interface Run {
  outcome: WebhookDeliveryOutcome;
  next: { ticket: AttemptTicket; at: Date } | null;
  disabled: DisabledEndpoint | null;
}

/** One attempt at `now`, sent for real to the receiver. */
async function attempt(
  ticket: AttemptTicket,
  now: Date,
  { policy = { attempts: 5, baseSeconds: 60, maxDelaySeconds: 3600 }, timeoutMs = 2000 } = {},
): Promise<Run> {
  let next: Run['next'] = null;
  let disabled: DisabledEndpoint | null = null;
  const outcome = await deliverWebhookMessage({
    db,
    ticket,
    now: () => now,
    policy,
    send: (request) => sendWebhook(request, { timeoutMs, allowPrivate: true }),
    queueAttempt: async (t, at) => {
      next = { ticket: t, at };
    },
    endpointDisabled: async (endpoint) => {
      disabled = endpoint;
    },
    random: () => 0.5,
  });
  return { outcome, next, disabled };
}

const attemptsOf = (messageId: string) =>
  db.orm
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.messageId, messageId))
    .orderBy(webhookAttempts.at);
const messageOf = async (id: string) =>
  (await db.orm.select().from(webhookMessages).where(eq(webhookMessages.id, id)))[0]!;
const endpointRow = async (id: string) =>
  (await db.orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe('the default retry schedule', () => {
  it('makes at least 16 attempts over at least 72 hours', () => {
    const config = loadConfig({});
    const policy: RetryPolicy = {
      attempts: config.webhookRetryAttempts,
      baseSeconds: config.webhookRetryBaseSeconds,
      maxDelaySeconds: config.webhookRetryMaxDelaySeconds,
    };
    expect(policy.attempts).toBeGreaterThanOrEqual(16);
    expect(minimumRetrySpanMs(policy)).toBeGreaterThanOrEqual(72 * HOUR);
  });
});

describe('one attempt', () => {
  it('posts the stored body with Standard Webhooks headers the official library verifies', async () => {
    const endpoint = await newEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const ticket = await newMessage(endpoint);
    const now = new Date();
    const run = await attempt(ticket, now);
    expect(run.outcome).toBe('delivered');
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['webhook-id']).toBe(ticket.messageId);
    expect(got!.headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(got!.body).toBe((await messageOf(ticket.messageId)).body);
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'shipment.changed', data: { test: false } });
    // The reference implementation (npm standardwebhooks) accepts it…
    expect(
      new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>),
    ).toBeTruthy();
    // …and refuses it with another secret or a changed body.
    const other = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(() => new Webhook(other).verify(got!.body, got!.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(endpoint.secret).verify(`${got!.body} `, got!.headers as Record<string, string>),
    ).toThrow();
    const [logged] = await attemptsOf(ticket.messageId);
    expect(logged).toMatchObject({ statusCode: 200, responseExcerpt: 'ok', succeeded: true, error: null });
    expect(await messageOf(ticket.messageId)).toMatchObject({ status: 'delivered', attemptCount: 1 });
  });

  it('after a rotation signs with both secrets for 24 hours, then with the new one only', async () => {
    const endpoint = await newEndpoint();
    const rotated = await call(app, olga, 'POST', '/application/webhooks/rotate', { id: endpoint.id });
    expect(rotated.statusCode).toBe(20000);
    const newSecret: string = rotated.data.secret;
    expect(newSecret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.data.previousSecretValidUntil) - Date.now()).toBeGreaterThan(23.9 * HOUR);
    const during = new Date();
    await attempt(await newMessage(endpoint), during);
    const [both] = receiver.received;
    const headers = both!.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(newSecret).verify(both!.body, headers)).toBeTruthy();
    expect(new Webhook(endpoint.secret).verify(both!.body, headers)).toBeTruthy();

    const after = new Date(during.getTime() + 24 * HOUR + 60_000);
    const ticket = await newMessage(endpoint, after);
    await attempt(ticket, after);
    const one = receiver.received[1]!;
    const signature = one.headers['webhook-signature'] as string;
    expect(signature.split(' ')).toHaveLength(1);
    const signedAt = new Date(Number(one.headers['webhook-timestamp']) * 1000);
    expect(signature).toBe(new Webhook(newSecret).sign(ticket.messageId, signedAt, one.body));
    expect(signature).not.toBe(new Webhook(endpoint.secret).sign(ticket.messageId, signedAt, one.body));
  });

  it('logs a 500 answer and queues the next attempt after the base delay plus jitter', async () => {
    const endpoint = await newEndpoint();
    receiver.answer((res) => res.writeHead(500).end('boom'));
    const ticket = await newMessage(endpoint);
    const run = await attempt(ticket, t0);
    expect(run.outcome).toBe('retry-queued');
    // 60 s base, jitter 0.5 × 25 %.
    expect(run.next).toEqual({ ticket: { ...ticket, attempt: 1 }, at: new Date(t0.getTime() + 67_500) });
    const [logged] = await attemptsOf(ticket.messageId);
    expect(logged).toMatchObject({ statusCode: 500, responseExcerpt: 'boom', succeeded: false });
    expect(await messageOf(ticket.messageId)).toMatchObject({
      status: 'pending',
      nextAttemptAt: run.next!.at,
    });
    expect((await endpointRow(endpoint.id)).failingSince).toEqual(t0);
  });

  it('keeps only the first 1 KB of a huge answer, without reading all of it', async () => {
    const endpoint = await newEndpoint();
    const huge = 'x'.repeat(5 * 1024 * 1024);
    receiver.answer((res) => res.writeHead(200).end(huge));
    const ticket = await newMessage(endpoint);
    expect((await attempt(ticket, new Date())).outcome).toBe('delivered');
    const [logged] = await attemptsOf(ticket.messageId);
    expect(Buffer.byteLength(logged!.responseExcerpt)).toBe(1024);
  });

  it('fails an attempt the receiver never answers, after the timeout', async () => {
    const endpoint = await newEndpoint();
    receiver.hang();
    const ticket = await newMessage(endpoint);
    const started = Date.now();
    const run = await attempt(ticket, t0, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(run.outcome).toBe('retry-queued');
    const [logged] = await attemptsOf(ticket.messageId);
    expect(logged).toMatchObject({ statusCode: null, succeeded: false, error: 'timed out after 300 ms' });
    expect(logged!.latencyMs).toBeGreaterThanOrEqual(290);
  });
});

describe('retries', () => {
  it('retries with doubling delays up to the attempt limit, then marks the message failed', async () => {
    const endpoint = await newEndpoint();
    receiver.answer((res) => res.writeHead(503).end());
    let ticket = await newMessage(endpoint);
    let now = t0;
    const waits: number[] = [];
    let run: Run;
    for (;;) {
      run = await attempt(ticket, now);
      if (!run.next) break;
      waits.push(run.next.at.getTime() - now.getTime());
      ticket = run.next.ticket;
      now = run.next.at;
    }
    expect(run.outcome).toBe('gave-up');
    expect(waits).toEqual([67_500, 135_000, 270_000, 540_000]);
    expect(await attemptsOf(ticket.messageId)).toHaveLength(5);
    expect(receiver.received).toHaveLength(5);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(
      new Set([ticket.messageId]),
    );
    expect(await messageOf(ticket.messageId)).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('disables the endpoint only after 72 h of failures, and tells its owner by e-mail', async () => {
    const endpoint = await newEndpoint();
    receiver.answer((res) => res.writeHead(500).end());
    const policy = { attempts: 100, baseSeconds: 3600, maxDelaySeconds: 6 * 3600 };
    let ticket = await newMessage(endpoint);
    let now = t0;
    let run: Run;
    for (;;) {
      run = await attempt(ticket, now, { policy });
      if (!run.next) break;
      expect(now.getTime() - t0.getTime()).toBeLessThan(72 * HOUR);
      ticket = run.next.ticket;
      now = run.next.at;
    }
    expect(run.outcome).toBe('endpoint-disabled-now');
    expect(now.getTime() - t0.getTime()).toBeGreaterThanOrEqual(72 * HOUR);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(run.disabled).toMatchObject({ endpointId: endpoint.id, url: receiver.url, failingSince: t0 });
    const mails: { to: string; subject: string; text: string }[] = [];
    const told = await tellOwnerEndpointDisabled({
      db,
      endpoint: run.disabled!,
      settingsUrl: 'https://track.example.com/user/settings/notifications',
      sendMail: async (m) => {
        mails.push(m);
      },
    });
    expect(told).toBe('sent');
    expect(mails).toEqual([
      expect.objectContaining({ to: olga.email, subject: `Webhook endpoint disabled: ${receiver.url}` }),
    ]);
    expect(mails[0]!.text).toContain('https://track.example.com/user/settings/notifications');
    // A message of a disabled endpoint stops.
    const after = await attempt(await newMessage(endpoint), now);
    expect(after.outcome).toBe('endpoint-disabled');
    const listed = await call(app, olga, 'GET', '/application/webhooks');
    expect(listed.data.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
  });

  it('writes the owner e-mail in zh and jp too', () => {
    const endpoint = { endpointId: 'e', url: 'https://h.example/x', ownerUserId: 'u', failingSince: t0 };
    expect(renderDisabledMail('zh', 'olga', endpoint, 'https://s').subject).toContain('已停用');
    expect(renderDisabledMail('jp', 'olga', endpoint, 'https://s').subject).toContain('停止');
  });

  it('a success clears the failure streak: 72 h counts from the next failure', async () => {
    const endpoint = await newEndpoint();
    receiver.answer((res) => res.writeHead(500).end());
    const first = await attempt(await newMessage(endpoint), t0);
    expect(first.outcome).toBe('retry-queued');
    receiver.answer((res) => res.writeHead(204).end());
    expect((await attempt(await newMessage(endpoint), new Date(t0.getTime() + 60 * HOUR))).outcome).toBe(
      'delivered',
    );
    expect((await endpointRow(endpoint.id)).failingSince).toBeNull();
    receiver.answer((res) => res.writeHead(500).end());
    const later = new Date(t0.getTime() + 73 * HOUR);
    const run = await attempt(await newMessage(endpoint), later);
    expect(run.outcome).toBe('retry-queued');
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: true, failingSince: later });
  });
});

describe('a run killed mid-delivery', () => {
  it('sends the message once more at most, with the same webhook-id', async () => {
    const endpoint = await newEndpoint();
    const ticket = await newMessage(endpoint);
    // The first run sends, then dies before its transaction commits.
    await expect(
      deliverWebhookMessage({
        db,
        ticket,
        now: () => new Date(),
        policy: { attempts: 5, baseSeconds: 60, maxDelaySeconds: 3600 },
        send: async (request) => {
          await sendWebhook(request, { timeoutMs: 2000, allowPrivate: true });
          throw new Error('killed');
        },
        queueAttempt: async () => {},
        endpointDisabled: async () => {},
      }),
    ).rejects.toThrow('killed');
    expect(await messageOf(ticket.messageId)).toMatchObject({ status: 'pending', attemptCount: 0 });
    // The job queue runs the same job again: one redelivery, then the message is delivered…
    expect((await attempt(ticket, new Date())).outcome).toBe('delivered');
    // …and a further run of that job sends nothing.
    expect((await attempt(ticket, new Date())).outcome).toBe('stale');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      ticket.messageId,
      ticket.messageId,
    ]);
  });
});
