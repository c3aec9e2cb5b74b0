import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/database.js';
import { organizations, webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { deliverWebhookMessage } from './deliver-webhook-message.js';
import { sendWebhook } from './send-webhook.js';
import { newWebhookSecret } from './webhook-signature.js';
import { writeWebhookMessage } from './write-webhook-message.js';

/**
 * kill -9 in the middle of a delivery, with a real process: a child sends a webhook and is
 * killed while the receiver holds the request (sent, nothing committed). The job queue would run
 * the job again: that run sends the message once more (same webhook-id) and marks it delivered;
 * a further run sends nothing. At most one redelivery, never a loss.
 * PGlite: one process at a time on the data dir, so it is closed while the child runs.
 */
const CHILD = fileURLToPath(new URL('./test-support/deliver-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

let testDb: TestDatabase;
let db: Database | undefined;
let receiver: WebhookReceiver;
const configOf = () => loadConfig({ LOG_LEVEL: 'silent', SANDBOX_WORLD: 'false', ...testDb.env });

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openDatabase(configOf());
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await db?.close().catch(() => undefined);
  await testDb?.drop();
});

async function waitFor(what: string, condition: () => boolean, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a delivery killed with SIGKILL', () => {
  it('is sent once more at most, with the same webhook-id, and then marked delivered', async () => {
    const [org] = await db!.orm
      .insert(organizations)
      .values({ name: 'Olga Logistics', clientId: 'crash-test' })
      .returning();
    const [endpoint] = await db!.orm
      .insert(webhookEndpoints)
      .values({
        organizationId: org!.id,
        url: receiver.url,
        eventTypes: ['ETA_CHANGE'],
        thresholdHours: 6,
        secret: newWebhookSecret(),
      })
      .returning();
    const messageId = await db!.orm.transaction((tx) =>
      writeWebhookMessage(tx, {
        endpoint: endpoint!,
        type: 'webhook.test',
        data: {
          test: true,
          shipment: {
            subscriptionId: 's',
            businessNumber: 'TEST1',
            carrierCode: 'MAEU',
            vessel: null,
            voyage: null,
            polCode: null,
            podCode: null,
          },
          eventTypes: ['ETA_CHANGE'],
          changes: [
            {
              event: 'ETA_CHANGE',
              portCode: 'NLRTM',
              oldValue: null,
              newValue: '2030-01-01T00:00:00.000Z',
              deltaHours: null,
              source: 'carrier',
            },
          ],
        },
        now: new Date(),
        queue: async () => {},
      }),
    );
    receiver.hang();
    if (!testDb.env.DATABASE_URL) {
      await db!.close();
      db = undefined;
    }
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...testDb.env, TL_WEBHOOK_MESSAGE: messageId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    try {
      await waitFor(
        'the child to send',
        () => receiver.received.length === 1,
        () => output,
      );
      child.kill('SIGKILL');
      expect(await exit).toBe('SIGKILL');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    expect(output).not.toContain('outcome');

    db ??= await openDatabase(configOf());
    const [left] = await db.orm.select().from(webhookMessages).where(eq(webhookMessages.id, messageId));
    expect(left).toMatchObject({ status: 'pending', attemptCount: 0 });
    expect(
      await db.orm.select().from(webhookAttempts).where(eq(webhookAttempts.messageId, messageId)),
    ).toEqual([]);

    // pg-boss runs the job again (same ticket) when the killed run's lease expires.
    receiver.answer((res) => res.writeHead(200).end('ok'));
    const rerun = () =>
      deliverWebhookMessage({
        db: db!,
        ticket: { messageId, run: 0, attempt: 0 },
        now: () => new Date(),
        policy: { attempts: 5, baseSeconds: 60, maxDelaySeconds: 3600 },
        send: (request) => sendWebhook(request, { timeoutMs: 5000, allowPrivate: true }),
        queueAttempt: async () => {},
        endpointDisabled: async () => {},
      });
    expect(await rerun()).toBe('delivered');
    expect(await rerun()).toBe('stale');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([messageId, messageId]);
  }, 60_000);
});
