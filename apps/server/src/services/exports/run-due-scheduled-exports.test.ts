import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.js';
import { exportJobs, exportTemplates, users } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { createOceanExport } from './create-ocean-export.js';
import { runDueScheduledExports, SCHEDULED_EXPORT_BACKLOG_RETRY_MS } from './run-due-scheduled-exports.js';

// The calls the scheduler makes, recorded (the real function still runs).
vi.mock('./create-ocean-export.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./create-ocean-export.js')>();
  return { ...real, createOceanExport: vi.fn(real.createOceanExport) };
});
const created = vi.mocked(createOceanExport);

const BASE = '/application/ocean/export/templates';
let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member;
let sam: SubAccount;

// Monday 2026-11-30 08:30 in Shanghai is 00:30 UTC.
const MONDAY_0830_SHANGHAI = new Date('2026-11-30T00:30:00Z');
const justAfter = new Date(MONDAY_0830_SHANGHAI.getTime() + 60_000);

async function scheduledTemplate(member: Member, name: string, extra: Record<string, unknown> = {}) {
  const answer = await call(app, member, 'POST', BASE, {
    name,
    fields: ['billNumber', 'eta'],
    schedule: {
      cycle: 'weekly',
      weekday: 1,
      time: '08:30',
      timeZone: 'Asia/Shanghai',
      emails: 'ops@example.com，Boss@Example.com',
      format: 'csv',
      language: 'jp',
    },
    ...extra,
  });
  expect(answer.statusCode).toBe(20000);
  const id = answer.data.id as string;
  // Due now: as saved last week.
  await db.orm
    .update(exportTemplates)
    .set({ nextRunAt: MONDAY_0830_SHANGHAI })
    .where(eq(exportTemplates.id, id));
  return id;
}

const jobsOf = (userId: string) => db.orm.select().from(exportJobs).where(eq(exportJobs.ownerUserId, userId));
const userIdOf = async (member: Member) =>
  (await call(app, member, 'GET', '/auth/user/current')).data.id as string;
const run = (now = justAfter, queued: string[] = []) =>
  runDueScheduledExports({
    db,
    now,
    pendingLimit: 3,
    queueBuild: async (id) => {
      queued.push(id);
    },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = app.db;
  olga = await registerMember(app, 'olga');
  sam = await addSubAccount(app, olga, 'sam', { permissions: ['company.view'], dataScope: 'related' });
});
afterAll(() => ctx?.cleanup());
beforeEach(async () => {
  created.mockClear();
  await db.orm.delete(exportJobs);
  await db.orm.delete(exportTemplates);
});

describe('scheduled exports (exports.schedule)', () => {
  it('queues one export of a due template, as its owner, to the schedule’s addresses', async () => {
    const id = await scheduledTemplate(sam, 'Weekly');
    const samId = await userIdOf(sam);
    const queued: string[] = [];
    expect(await run(justAfter, queued)).toEqual({ runs: 1, queued: 1 });

    const jobs = await jobsOf(samId);
    expect(jobs).toHaveLength(1);
    expect(queued).toEqual([jobs[0]!.id]);
    const [sams] = await db.orm.select().from(users).where(eq(users.id, samId));
    expect(jobs[0]).toMatchObject({
      ownerUserId: samId,
      organizationId: sams!.organizationId,
      language: 'jp',
      status: 'queued',
      format: 'csv',
      templateId: id,
      templateName: 'Weekly',
      templateFields: ['billNumber', 'eta'],
      notifyEmails: ['ops@example.com', 'boss@example.com'],
      // Sam sees only his own shipments: the export too.
      scope: { kind: 'organization', organizationId: sams!.organizationId, userId: samId, ownerOnly: true },
    });
    expect(created).toHaveBeenCalledTimes(1);
    const args = created.mock.calls[0]![0];
    expect(args.notifyEmails).toEqual(['ops@example.com', 'boss@example.com']);
    expect(args.query).toEqual({ templateId: id, format: 'csv', timeZone: 'Asia/Shanghai' });
    expect(args.caller).toMatchObject({ subject: samId, loginKind: 'normal', pending: false });

    // Moved on a week, to next Monday 08:30 in Shanghai; a second tick finds nothing.
    const [row] = await db.orm.select().from(exportTemplates).where(eq(exportTemplates.id, id));
    expect(row!.nextRunAt?.toISOString()).toBe('2026-12-07T00:30:00.000Z');
    expect(row!.lastSentAt?.toISOString()).toBe(justAfter.toISOString());
    expect(await run(justAfter)).toEqual({ runs: 0, queued: 0 });
    expect(await jobsOf(samId)).toHaveLength(1);
  });

  it('queues a due template once when two ticks race', async () => {
    await scheduledTemplate(olga, 'Raced');
    const olgaId = await userIdOf(olga);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((n, r) => n + r.queued, 0)).toBe(1);
    expect(await jobsOf(olgaId)).toHaveLength(1);
  });

  it('runs a late template once (not once per missed week) and moves on in its zone', async () => {
    const id = await scheduledTemplate(olga, 'Late');
    // Three weeks down: Tuesday 2026-12-22 10:00 Shanghai.
    const late = new Date('2026-12-22T02:00:00Z');
    expect(await run(late)).toEqual({ runs: 1, queued: 1 });
    const [row] = await db.orm.select().from(exportTemplates).where(eq(exportTemplates.id, id));
    // The Monday after: 2026-12-28 08:30 Shanghai.
    expect(row!.nextRunAt?.toISOString()).toBe('2026-12-28T00:30:00.000Z');
  });

  it('skips a disabled template, one without a schedule, and one not yet due', async () => {
    const off = await scheduledTemplate(olga, 'Off');
    await db.orm.update(exportTemplates).set({ enabled: false }).where(eq(exportTemplates.id, off));
    const none = await scheduledTemplate(olga, 'None');
    await db.orm.update(exportTemplates).set({ schedule: null }).where(eq(exportTemplates.id, none));
    await scheduledTemplate(olga, 'Later');
    expect(await run(new Date(MONDAY_0830_SHANGHAI.getTime() - 60_000))).toEqual({ runs: 0, queued: 0 });
    expect(await jobsOf(await userIdOf(olga))).toHaveLength(0);
  });

  it('skips the template of an owner no longer active until its next run', async () => {
    const id = await scheduledTemplate(sam, 'Gone');
    const samId = await userIdOf(sam);
    await db.orm.update(users).set({ status: 'disabled' }).where(eq(users.id, samId));
    try {
      expect(await run()).toEqual({ runs: 1, queued: 0 });
      expect(await jobsOf(samId)).toHaveLength(0);
      const [row] = await db.orm.select().from(exportTemplates).where(eq(exportTemplates.id, id));
      expect(row!.nextRunAt?.toISOString()).toBe('2026-12-07T00:30:00.000Z');
      expect(row!.lastSentAt).toBeNull();
    } finally {
      await db.orm.update(users).set({ status: 'active' }).where(eq(users.id, samId));
    }
  });

  it('tries again 5 minutes later when the organisation’s export backlog is full', async () => {
    const id = await scheduledTemplate(olga, 'Busy');
    const olgaId = await userIdOf(olga);
    const [me] = await db.orm.select().from(users).where(eq(users.id, olgaId));
    // Three exports already queued in Olga's organisation (the limit given is 3).
    await db.orm.insert(exportJobs).values(
      [1, 2, 3].map(() => ({
        ownerUserId: olgaId,
        organizationId: me!.organizationId,
        guestId: null,
        kind: 'ocean' as const,
        scope: {
          kind: 'organization',
          organizationId: me!.organizationId!,
          userId: olgaId,
          ownerOnly: false,
        },
        query: {},
        language: 'en' as const,
        expiresAt: new Date(justAfter.getTime() + 86_400_000),
      })),
    );
    expect(await run()).toEqual({ runs: 1, queued: 0 });
    const [row] = await db.orm.select().from(exportTemplates).where(eq(exportTemplates.id, id));
    expect(row!.nextRunAt?.getTime()).toBe(justAfter.getTime() + SCHEDULED_EXPORT_BACKLOG_RETRY_MS);
    const queuedNow = await db.orm
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.ownerUserId, olgaId), eq(exportJobs.status, 'queued')));
    expect(queuedNow).toHaveLength(3);
  });
});
