import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { buildServer, type ChildServer, startServer } from '../test/child-server.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * kill -9 in the middle of an e-mail delivery, with real processes: the built server delivers a
 * notice to an SMTP server started here, which takes the message and never answers it. The
 * server is killed with SIGKILL while it waits, started again on the same database, and the run
 * it lost expires and is retried: the address gets the message once more (at most one
 * redelivery), never zero times, never a third, and the delivery ends sent.
 */
const NOTIFIED = 'ops@example.com';

let sandbox: Sandbox;
let testDb: TestDatabase;
let smtp: SMTPServer;
let smtpPort = 0;
/** Every message the SMTP server took: recipients and raw text. */
const received: { to: string[]; raw: string }[] = [];
let stallNext = true;
const running: ChildServer[] = [];

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Json = any;
async function api(server: ChildServer, path: string, token?: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json();
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const toNotified = () => received.filter((m) => m.to.includes(NOTIFIED));

beforeAll(async () => {
  buildServer();
  [sandbox, testDb] = await Promise.all([
    startSandbox({ seed: 29, speed: 0, size: { activeContainers: 100 } }),
    createTestDatabase(),
  ]);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, raw });
        // The first notice is taken and never acknowledged: the sender waits until it is killed.
        if (to.includes(NOTIFIED) && stallNext) {
          stallNext = false;
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
}, 300_000);

afterAll(async () => {
  for (const child of running) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await Promise.all(running.map((child) => child.exit));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await sandbox?.close();
  await testDb?.drop();
});

describe('an e-mail delivery killed with SIGKILL', () => {
  it('is delivered after the restart, once more at most', async () => {
    const env = {
      ...testDb.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TEST_ROUTES: 'true',
      OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt,
      OCEAN_TNT_API_KEY: sandbox.apiKey,
      // A run lost with its process is failed after 3 s (checked every second) and retried.
      JOB_EXPIRY_SECONDS: 'notifications.deliver=3',
      JOB_MAINTENANCE_SECONDS: '1',
    };
    const first = await startServer('server', env, 120_000);
    running.push(first);

    const email = 'crash@example.com';
    expect(
      (await api(first, '/auth/sendCode', undefined, { number: email, category: 'email', type: 'register' }))
        .statusCode,
    ).toBe(20000);
    await waitFor('the sign-up code', () => received.some((m) => m.to.includes(email)));
    const code = /\b(\d{6})\b/.exec(received.find((m) => m.to.includes(email))?.raw ?? '')?.[1];
    const registered = await api(first, '/auth/user/registerUser', undefined, {
      username: 'CrashTest',
      password: 'secret123',
      confirmPassword: 'secret123',
      registerType: 'email',
      companyName: 'Crash Logistics',
      email,
      roundCode: code,
    });
    expect(registered.statusCode, registered.message).toBe(20000);
    const token: string = registered.data.accessToken;
    const shipment = sandbox.world.shipments.find(
      (s) => s.transportDocumentReference && s.containers.length > 0,
    );
    const subscribed = await api(first, '/application/ocean/subscribe', token, {
      billNumber: shipment?.transportDocumentReference,
      carrierCode: shipment?.carrierScac,
    });
    expect(subscribed.statusCode, subscribed.message).toBe(20000);
    const rule = await api(first, '/application/rule/event', token, {
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 0,
      scope: { kind: 'all' },
      channels: { email: true },
      emails: NOTIFIED,
    });
    expect(rule.statusCode, rule.message).toBe(20000);
    const change = await api(first, '/__test/ocean/date-change', undefined, {
      subscriptionId: subscribed.data.id,
      event: 'ETA_CHANGE',
      portCode: 'NLRTM',
      oldValue: '2026-12-01T08:00:00Z',
      newValue: '2026-12-02T20:00:00Z',
    });
    expect(change.statusCode, change.message).toBe(20000);

    await waitFor('the notice at the SMTP server', () => toNotified().length === 1);
    first.process.kill('SIGKILL');
    expect((await first.exit).signal).toBe('SIGKILL');

    const second = await startServer('server', env, 120_000);
    running.push(second);
    // pg-boss retries the expired run after the job's retry delay (30 s).
    await waitFor('the redelivery', () => toNotified().length === 2, 120_000);
    // Nothing more comes: the delivery is marked sent, its job complete.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(toNotified()).toHaveLength(2);
    const [lost, redelivered] = toNotified();
    const subjectOf = (raw = '') => /^Subject: (.*)$/m.exec(raw)?.[1];
    expect(subjectOf(redelivered?.raw)).toBe(subjectOf(lost?.raw));
    second.process.kill('SIGTERM');
    await second.exit;

    const db = await openDatabase(loadConfig({ LOG_LEVEL: 'silent', SANDBOX_WORLD: 'false', ...testDb.env }));
    try {
      const rows = (await db.executeSql('select channel, target, status, attempts from notice_deliveries'))
        .rows;
      expect(rows).toEqual([{ channel: 'email', target: NOTIFIED, status: 'sent', attempts: 1 }]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
