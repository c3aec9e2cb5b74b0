import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';

const W = '/application/webhooks';
let ctx: TestContext;
let app: FastifyInstance;
let guarded: FastifyInstance;
let olga: Member;
let viewer: SubAccount;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ctx = await createTestContext();
  // Works jobs: test events and redeliveries go through webhooks.deliver as in production.
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
    jobs: { schedule: false, work: true },
  });
  await app.ready();
  // The same database behind the default setting: private addresses refused.
  guarded = await ctx.app({ env: AUTH_TEST_ENV });
  await guarded.ready();
  olga = await registerMember(app, 'olga');
  viewer = await addSubAccount(app, olga, 'vic', { permissions: ['company.view'] });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await guarded?.close();
  await ctx?.cleanup();
});

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the API reference', () => {
  it('documents every webhook call with a summary, and the bodies with examples', async () => {
    const doc = (await app.inject({ url: '/documentation/json' })).json();
    const calls = [
      ['get', W],
      ['post', W],
      ['post', `${W}/update`],
      ['post', `${W}/delete`],
      ['post', `${W}/rotate`],
      ['get', `${W}/deliveries`],
      ['post', `${W}/redeliver`],
      ['post', `${W}/test`],
    ] as const;
    for (const [method, path] of calls) expect(doc.paths[path]?.[method]?.summary, path).toBeTruthy();
    const create = doc.paths[W].post.requestBody.content['application/json'];
    expect(create.example).toMatchObject({ url: 'https://hooks.example.com/tracklane' });
    const redeliver = doc.paths[`${W}/redeliver`].post.requestBody.content['application/json'];
    expect(redeliver.examples ?? redeliver.example).toBeTruthy();
  });
});

describe('webhook endpoints', () => {
  let endpoint: { id: string; secret: string };

  it('creates an endpoint and shows its secret once', async () => {
    const created = await call(app, olga, 'POST', W, {
      url: receiver.url,
      description: 'ERP',
      eventTypes: ['ETA_CHANGE', 'ETA_CHANGE', 'ATA_CHANGE'],
    });
    expect(created.statusCode).toBe(20000);
    expect(created.data).toMatchObject({
      url: receiver.url,
      description: 'ERP',
      eventTypes: ['ETA_CHANGE', 'ATA_CHANGE'],
      thresholdHours: 6,
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    expect(created.data.secret).toMatch(/^whsec_/);
    endpoint = created.data;
    const listed = await call(app, olga, 'GET', W);
    expect(listed.data).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(endpoint.secret);
  });

  it('refuses a non-http(s) URL, and private or local addresses unless the operator allows them', async () => {
    const ftp = await call(app, olga, 'POST', W, { url: 'ftp://example.com/x', eventTypes: ['ETA_CHANGE'] });
    expect(ftp.statusCode).toBe(40000);
    for (const url of [
      'http://localhost:8080/x',
      'http://10.0.0.8/x',
      'http://[::1]/x',
      'http://169.254.169.254/',
    ]) {
      const refused = await call(guarded, olga, 'POST', W, { url, eventTypes: ['ETA_CHANGE'] });
      expect(refused.statusCode, url).toBe(40000);
      expect(refused.data.issues[0]).toMatchObject({ field: 'url', problem: 'webhookAddressNotAllowed' });
    }
    const changed = await call(guarded, olga, 'POST', `${W}/update`, {
      id: endpoint.id,
      url: 'http://127.0.0.2/x',
    });
    expect(changed.data.issues[0]).toMatchObject({ field: 'url', problem: 'webhookAddressNotAllowed' });
  });

  it('lets a member with company.view read, not manage', async () => {
    expect((await call(app, viewer, 'GET', W)).data).toHaveLength(1);
    const deliveries = await call(app, viewer, 'GET', `${W}/deliveries?endpointId=${endpoint.id}`);
    expect(deliveries.statusCode).toBe(20000);
    for (const [path, body] of [
      [W, { url: receiver.url, eventTypes: ['ETA_CHANGE'] }],
      [`${W}/update`, { id: endpoint.id, enabled: false }],
      [`${W}/rotate`, { id: endpoint.id }],
      [`${W}/delete`, { id: endpoint.id }],
      [`${W}/test`, { endpointId: endpoint.id, eventType: 'ETA_CHANGE' }],
      [`${W}/redeliver`, { endpointId: endpoint.id, messageId: 'msg_x' }],
    ] as const)
      expect((await call(app, viewer, 'POST', path, body)).statusCode, path).toBe(40300);
  });

  it('disables by hand and enables again', async () => {
    const off = await call(app, olga, 'POST', `${W}/update`, {
      id: endpoint.id,
      enabled: false,
      thresholdHours: 12,
    });
    expect(off.data).toMatchObject({ enabled: false, disabledReason: 'manual', thresholdHours: 12 });
    const on = await call(app, olga, 'POST', `${W}/update`, { id: endpoint.id, enabled: true });
    expect(on.data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  let testMessageId: string;
  it('sends a signed test event through the delivery job and logs the attempt', async () => {
    const sent = await call(app, olga, 'POST', `${W}/test`, {
      endpointId: endpoint.id,
      eventType: 'ATD_CHANGE',
    });
    expect(sent.statusCode).toBe(20000);
    testMessageId = sent.data.messageId;
    expect(testMessageId).toMatch(/^msg_/);
    const got = await waitFor(() => receiver.received.find((r) => r.headers['webhook-id'] === testMessageId));
    const payload = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'webhook.test',
      data: {
        test: true,
        eventTypes: ['ATD_CHANGE'],
        changes: [{ event: 'ATD_CHANGE', oldValue: null, deltaHours: null }],
      },
    });
    const log = await waitFor(async () => {
      const page = (await call(app, olga, 'GET', `${W}/deliveries?endpointId=${endpoint.id}`)).data;
      return page.items[0]?.status === 'delivered' ? page : undefined;
    });
    expect(log).toMatchObject({
      total: 1,
      items: [
        {
          id: testMessageId,
          type: 'webhook.test',
          nextAttemptAt: null,
          attempts: [{ statusCode: 200, succeeded: true, responseExcerpt: 'ok' }],
        },
      ],
    });
  });

  it('redelivers a message by id with the same webhook-id', async () => {
    const again = await call(app, olga, 'POST', `${W}/redeliver`, {
      endpointId: endpoint.id,
      messageId: testMessageId,
    });
    expect(again.data).toEqual({ queued: 1 });
    await waitFor(() => {
      const same = receiver.received.filter((r) => r.headers['webhook-id'] === testMessageId);
      return same.length === 2 ? same : undefined;
    });
    const log = await waitFor(async () => {
      const page = (await call(app, olga, 'GET', `${W}/deliveries?endpointId=${endpoint.id}`)).data;
      return page.items[0]?.attempts.length === 2 && page.items[0].status === 'delivered' ? page : undefined;
    });
    expect(log.total).toBe(1);
    const unknown = await call(app, olga, 'POST', `${W}/redeliver`, {
      endpointId: endpoint.id,
      messageId: 'msg_nope',
    });
    expect(unknown.statusCode).toBe(40400);
  });

  it('redelivers a time range within 30 days, and refuses one reaching further back', async () => {
    const now = Date.now();
    const tooOld = await call(app, olga, 'POST', `${W}/redeliver`, {
      endpointId: endpoint.id,
      from: new Date(now - 31 * 86_400_000).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(tooOld.statusCode).toBe(40000);
    expect(tooOld.data.issues[0]).toMatchObject({ field: 'from', problem: 'redeliveryTooOld' });
    expect(tooOld.message).toContain('30 days');
    const before = receiver.received.length;
    const range = await call(app, olga, 'POST', `${W}/redeliver`, {
      endpointId: endpoint.id,
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    expect(range.data).toEqual({ queued: 1 });
    await waitFor(() => (receiver.received.length === before + 1 ? true : undefined));
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(testMessageId);
  });

  it('deletes an endpoint with its log', async () => {
    expect((await call(app, olga, 'POST', `${W}/delete`, { id: endpoint.id })).statusCode).toBe(20000);
    expect((await call(app, olga, 'GET', W)).data).toEqual([]);
    expect((await call(app, olga, 'GET', `${W}/deliveries?endpointId=${endpoint.id}`)).statusCode).toBe(
      40400,
    );
  });
});
