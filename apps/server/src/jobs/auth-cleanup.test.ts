import { SIGN_IN_THROTTLE } from '@tracklane/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guests,
  qrScenes,
  sessions,
  signInFailures,
  signInKnownIps,
  verificationCodes,
} from '../db/schema/index.js';
import { RETENTION } from '../services/system/delete-expired-records.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { authCleanup } from './auth-cleanup.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ jobs: { schedule: true, work: false } });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
// Ages just past and well inside each retention, so the test follows the service's constants.
const pastThrottle = RETENTION.throttleRowsHours + 6;
const pastGuest = 24 * (RETENTION.guestDays + 10);
const pastKnownIp = 24 * (SIGN_IN_THROTTLE.knownIpDays + 1);
const insideKnownIp = 24 * (SIGN_IN_THROTTLE.knownIpDays - 1);
const pastQrScene = RETENTION.qrSceneHours * 2;
const code = (createdHoursAgo: number, expiresInHours: number, consumed: boolean) => ({
  number: 'a@example.com',
  category: 'email' as const,
  type: 'login' as const,
  codeHash: 'x',
  ip: '127.0.0.1',
  createdAt: ago(createdHoursAgo),
  expiresAt: ago(-expiresInHours),
  consumedAt: consumed ? ago(createdHoursAgo) : null,
});

describe('auth.cleanup job', () => {
  it('is scheduled daily (UTC)', async () => {
    const rows = await ctx.database.executeSql(
      "select cron, timezone from pgboss.schedule where name = 'auth.cleanup'",
      [],
    );
    expect(rows.rows).toEqual([{ cron: '17 3 * * *', timezone: 'UTC' }]);
  });

  it('deletes expired and finished rows and keeps live ones', async () => {
    const db = ctx.database.orm;
    const [oldGone, oldLive, young] = await db
      .insert(guests)
      .values([{ createdAt: ago(pastGuest) }, { createdAt: ago(pastGuest) }, { createdAt: ago(1) }])
      .returning({ id: guests.id });
    const session = (guestId: string, expiresInHours: number) => ({
      guestId,
      tokenType: 'write' as const,
      loginKind: 'guest' as const,
      expiresAt: ago(-expiresInHours),
    });
    const [expired, live] = await db
      .insert(sessions)
      .values([session(oldGone!.id, -2), session(oldLive!.id, 2)])
      .returning({ id: sessions.id });
    const codes = await db
      .insert(verificationCodes)
      .values([
        code(pastThrottle, 1 - pastThrottle, true),
        code(pastThrottle, 1 - pastThrottle, false),
        code(0.5, 0.1, true),
        code(0, 0.15, false),
      ])
      .returning({ id: verificationCodes.id });
    const failures = await db
      .insert(signInFailures)
      .values([
        { account: 'ann', ip: '127.0.0.1', createdAt: ago(pastThrottle) },
        { account: 'ann', ip: '127.0.0.1', createdAt: ago(0.1) },
      ])
      .returning({ id: signInFailures.id });
    await db.insert(signInKnownIps).values([
      { account: ':ann', ip: '192.0.2.1', lastSignInAt: ago(pastKnownIp) },
      { account: ':ann', ip: '192.0.2.2', lastSignInAt: ago(insideKnownIp) },
    ]);
    const scene = (expiresHoursAgo: number) => ({
      provider: 'msgapp',
      purpose: 'login' as const,
      ticket: 't',
      expiresAt: ago(expiresHoursAgo),
    });
    const scenes = await db
      .insert(qrScenes)
      .values([scene(pastQrScene), scene(-0.05)])
      .returning({ id: qrScenes.id });

    const { default: handler } = await authCleanup.loadHandler();
    await handler({ source: 'test' }, { ...app.jobContext('test'), db: ctx.database, log: app.log });

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort();
    const allGuests = [oldGone!.id, oldLive!.id, young!.id];
    expect(await ids(db.select({ id: guests.id }).from(guests).where(inArray(guests.id, allGuests)))).toEqual(
      [oldLive!.id, young!.id].sort(),
    );
    expect(
      await ids(
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, [expired!.id, live!.id])),
      ),
    ).toEqual([live!.id]);
    expect(
      await ids(
        db
          .select({ id: verificationCodes.id })
          .from(verificationCodes)
          .where(
            inArray(
              verificationCodes.id,
              codes.map((c) => c.id),
            ),
          ),
      ),
    ).toEqual([codes[2]!.id, codes[3]!.id].sort());
    expect(
      await ids(
        db
          .select({ id: signInFailures.id })
          .from(signInFailures)
          .where(
            inArray(
              signInFailures.id,
              failures.map((f) => f.id),
            ),
          ),
      ),
    ).toEqual([failures[1]!.id]);
    expect(
      await ids(
        db
          .select({ id: qrScenes.id })
          .from(qrScenes)
          .where(
            inArray(
              qrScenes.id,
              scenes.map((s) => s.id),
            ),
          ),
      ),
    ).toEqual([scenes[1]!.id]);
    // An IP the account has not signed in from for 30 days is no longer known to it.
    const known = await db.select({ ip: signInKnownIps.ip }).from(signInKnownIps);
    expect(known.map((k) => k.ip)).toEqual(['192.0.2.2']);
  });
});
