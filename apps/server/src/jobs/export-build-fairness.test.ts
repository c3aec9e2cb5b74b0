import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '../db/schema/index.js';
import { claimNextExport, EXPORT_LEASE_MS } from '../services/exports/claim-next-export.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import handleExportBuild from './export-build.handler.js';

let ctx: TestContext;
let app: FastifyInstance;
let anna: Member;
let boris: Member;
let carla: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  // No job queue: the test plays the workers, running the handler for each queued run in turn.
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  anna = await registerMember(app, 'anna');
  boris = await registerMember(app, 'boris');
  carla = await registerMember(app, 'carla');
});
afterAll(() => ctx?.cleanup());

async function queueExport(who: Member): Promise<string> {
  const created = await call(app, who, 'POST', '/application/ocean/export', { language: 'en' });
  expect(created).toMatchObject({ statusCode: 20000, data: { status: 'queued' } });
  return created.data.id;
}

/**
 * Runs the queued runs one after the other, as one worker would; the exports they built, in the
 * order they finished.
 */
async function workInTurn(runs: readonly string[]): Promise<string[]> {
  for (const [i, exportJobId] of runs.entries()) {
    await handleExportBuild({ exportJobId }, app.jobContext(`run-${i}`));
  }
  const built = await ctx.database.orm
    .select({ id: exportJobs.id, status: exportJobs.status })
    .from(exportJobs)
    .where(inArray(exportJobs.id, [...runs]))
    .orderBy(asc(exportJobs.finishedAt));
  expect(built.map((row) => row.status)).toEqual(runs.map(() => 'done'));
  return built.map((row) => row.id);
}

describe('exports.build between organisations', () => {
  it("starts another organisation's first export before one organisation's backlog drains", async () => {
    // Anna's organisation queues six, then Boris's queues one, then Carla's one: the queue holds
    // the runs in that order, the backlog first.
    const annas: string[] = [];
    for (let i = 0; i < 6; i++) annas.push(await queueExport(anna));
    const borisFirst = await queueExport(boris);
    const carlaFirst = await queueExport(carla);
    const order = await workInTurn([...annas, borisFirst, carlaFirst]);
    // Anna's oldest first (it was asked first), then each other organisation's first, in the
    // order asked, before the rest of Anna's; Anna's own stay in the order she asked.
    expect(order.slice(0, 3)).toEqual([annas[0], borisFirst, carlaFirst]);
    expect(order.filter((id) => annas.includes(id))).toEqual(annas);
  });

  it('takes turns: an organisation that just had an export built waits behind one that has not', async () => {
    const [a1, a2] = [await queueExport(anna), await queueExport(anna)];
    const [b1, b2] = [await queueExport(boris), await queueExport(boris)];
    // Anna's organisation had the last export started above, so Boris's goes first although
    // asked later; then they take turns: B A B A.
    expect(await workInTurn([a1, a2, b1, b2] as string[])).toEqual([b1, a1, b2, a2]);
  });

  it('takes again an export whose run died, once its lease is over, and never one running', async () => {
    const id = await queueExport(carla);
    const now = new Date();
    expect(await claimNextExport({ db: ctx.database, now })).toBe(id);
    // Running: a second worker finds nothing.
    expect(await claimNextExport({ db: ctx.database, now })).toBeNull();
    // The run died: after the lease it is taken again.
    const later = new Date(now.getTime() + EXPORT_LEASE_MS + 1000);
    expect(await claimNextExport({ db: ctx.database, now: later })).toBe(id);
    await handleExportBuild({ exportJobId: id }, app.jobContext('after-lease'));
  });

  it('builds what waits even when runs and exports do not match (a lost run)', async () => {
    const [lost, mine] = [await queueExport(anna), await queueExport(boris)];
    // Only Boris's run is queued: it builds Anna's too.
    await handleExportBuild({ exportJobId: mine }, app.jobContext('one-run'));
    const rows = await ctx.database.orm
      .select({ status: exportJobs.status })
      .from(exportJobs)
      .where(inArray(exportJobs.id, [lost, mine]));
    expect(rows.map((row) => row.status)).toEqual(['done', 'done']);
  });
});
