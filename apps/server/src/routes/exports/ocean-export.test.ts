import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../auth/secrets.js';
import { exportJobs, oceanShipments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { deleteExpiredExports } from '../../services/exports/delete-expired-exports.js';
import { EXPORT_LINK_SECRET_NAME, signExportLink } from '../../services/exports/export-link-signature.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const EXPORT = '/application/ocean/export';
const LIST = '/application/ocean/subscribes';
const base = Date.UTC(2026, 0, 1);

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let sam: SubAccount;
let ivan: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  // Works jobs (so exports build) without schedules (no dispatcher running in the background).
  app = await ctx.app({ env: AUTH_TEST_ENV, jobs: { schedule: false, work: true } });
  await app.ready();
  owner = await registerMember(app, 'olga');
  ivan = await registerMember(app, 'ivan');
  sam = await addSubAccount(app, owner, 'sam', { permissions: ['company.view'], dataScope: 'related' });
  const ownerId = (await call(app, owner, 'GET', '/auth/user/current')).data.id;
  const [user] = await ctx.database.orm.select().from(users).where(eq(users.id, ownerId));
  const organizationId = user!.organizationId;
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'X',
      refreshIntervalMinutes: 60,
    })
    .returning();
  const pods = ['USLAX', 'NLRTM', 'DEHAM'];
  // 12 of olga's (MAEU and COSU, three PODs), 2 of sam's.
  await ctx.database.orm.insert(oceanSubscriptions).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      organizationId,
      ownerUserId: ownerId,
      shipmentId: shipment!.id,
      billNumber: `OLGA${String(i).padStart(3, '0')}`,
      carrierCode: i % 3 === 0 ? 'COSU' : 'MAEU',
      polCode: 'CNSGH',
      podCode: pods[i % 3],
      displayStatus: 'IN_TRANSIT',
      eta: new Date(base + i * 86_400_000),
      etd: i % 2 === 0 ? new Date(base - (i + 1) * 3_600_000) : null,
      remark: i === 4 ? 'urgent' : '',
      warningCodes: i === 5 ? ['WDLPT'] : [],
      createdAt: new Date(base + i * 1000),
    })),
    ...['SAMS001', 'SAMS002'].map((billNumber, i) => ({
      organizationId,
      ownerUserId: sam.id,
      shipmentId: shipment!.id,
      billNumber,
      carrierCode: 'MAEU',
      polCode: 'CNSGH',
      podCode: 'USLAX',
      createdAt: new Date(base - (i + 1) * 1000),
    })),
  ]);
});
afterAll(() => ctx?.cleanup());

/** Waits until the caller's export job has finished (done or failed); its list item back. */
async function waitForExport(app: FastifyInstance, who: { token: string }, id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const page = await call(app, who, 'GET', '/exports/jobs?pageSize=100');
    const job = page.data.list.find((j: { id: string }) => j.id === id);
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish in ${timeoutMs} ms`);
}

/** The downloaded workbook's first sheet as rows of cell values (header first). */
async function downloadRows(app: FastifyInstance, who: { token: string }, url: string) {
  const res = await app.inject({ url, headers: bearer(who.token) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { res, rows };
}

/** Business numbers the list shows for these filters (every page), in its order. */
async function listed(who: { token: string }, filters: Record<string, unknown>) {
  const body = await call(app, who, 'POST', LIST, { ...filters, pageSize: 100 });
  return body.data.list as { businessNumber: string; podCode: string; podName: string | null }[];
}

async function exportAndDownload(who: { token: string }, body: Record<string, unknown>) {
  const created = await call(app, who, 'POST', EXPORT, body);
  expect(created).toMatchObject({ statusCode: 20000, data: { status: 'queued' } });
  const job = await waitForExport(app, who, created.data.id);
  expect(job).toMatchObject({ status: 'done', downloadUrl: `/exports/jobs/${created.data.id}/download` });
  const { res, rows } = await downloadRows(app, who, job.downloadUrl);
  return { job, res, header: rows[0], body: rows.slice(1) };
}

describe('POST /application/ocean/export', () => {
  it('builds an .xlsx with English headers and exactly the rows of the list for the same filters', async () => {
    const filters = { carrierCode: 'MAEU', sortBy: 'eta' };
    const { job, res, header, body } = await exportAndDownload(owner, { ...filters, language: 'en' });
    expect(header).toEqual([
      'Business number',
      'B/L number',
      'Container number',
      'Carrier code',
      'POL',
      'POL code',
      'POD',
      'POD code',
      'ETD (POL time)',
      'ATD (POL time)',
      'ETA (POD time)',
      'ATA (POD time)',
      'Status',
      'Warnings',
      'Remark',
      'Update time (your time zone)',
    ]);
    const expected = await listed(owner, filters);
    // The main account sees the whole organisation: 8 of its own MAEU rows and 2 of sam's.
    expect(expected.length).toBe(10);
    expect(body.map((r) => r[0])).toEqual(expected.map((r) => r.businessNumber));
    expect(job.rowCount).toBe(10);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ocean-export-\d{8}-\d{4}\.xlsx"$/,
    );
    // Dates are real date cells (sortable in a spreadsheet), the ETA of OLGA001 is Jan 2, written
    // on the POD's clock (Rotterdam, UTC+1 in January: docs/times.md).
    const olga001 = body.find((r) => r[0] === 'OLGA001')!;
    expect(olga001[10]).toEqual(new Date(base + 86_400_000 + 3_600_000));
    // OLGA001 goes to the second POD of the seed, Rotterdam: its code and name in their columns.
    expect(olga001[7]).toBe('NLRTM');
    expect(String(olga001[6])).toMatch(/Rotterdam/i);
  });

  it('writes the headers in Chinese and Japanese when asked', async () => {
    const zh = await exportAndDownload(owner, { language: 'zh', remark: 'urgent' });
    expect(zh.header?.slice(0, 3)).toEqual(['业务编号', '提单号', '箱号']);
    expect(zh.body.map((r) => r[0])).toEqual(['OLGA004']);
    const jp = await exportAndDownload(owner, { language: 'jp', warnings: 'WDLPT' });
    expect(jp.header?.slice(0, 4)).toEqual(['業務番号', 'B/L番号', 'コンテナ番号', '船会社コード']);
    expect(jp.body.map((r) => r[0])).toEqual(['OLGA005']);
  });

  it('filters by port country and port name', async () => {
    const byCountry = await exportAndDownload(owner, { podCountry: 'us,nl', polCountry: 'CN' });
    const expected = (await listed(owner, {})).filter((r) => ['USLAX', 'NLRTM'].includes(r.podCode));
    expect(byCountry.body.map((r) => r[0]).sort()).toEqual(expected.map((r) => r.businessNumber).sort());
    const laxName = (await listed(owner, {})).find((r) => r.podCode === 'USLAX')!.podName!;
    const byName = await exportAndDownload(owner, { podName: laxName.slice(0, 5).toLowerCase() });
    expect(byName.body.length).toBeGreaterThan(0);
    for (const row of byName.body) expect(row[7]).toBe('USLAX');
    const none = await exportAndDownload(owner, { polCountry: 'JP' });
    expect(none.body).toEqual([]);
    expect(none.job.rowCount).toBe(0);
  });

  it('exports exactly the list’s rows for every filter of the list, dates included', async () => {
    const ownerId = (await call(app, owner, 'GET', '/auth/user/current')).data.id;
    const day = (n: number) => new Date(base + n * 86_400_000).toISOString();
    const filters: Record<string, unknown>[] = [
      { etaFrom: day(3), etaTo: day(7) },
      { etaFrom: day(9) },
      { etdFrom: new Date(base - 5 * 3_600_000).toISOString(), etdTo: day(0) },
      { etdTo: new Date(base - 8 * 3_600_000).toISOString() },
      { createdFrom: new Date(base + 2_000).toISOString(), createdTo: new Date(base + 6_000).toISOString() },
      { createdTo: new Date(base - 1_000).toISOString() },
      { businessNumber: 'OLGA00' },
      { carrierCode: 'COSU' },
      { status: 'IN_TRANSIT' },
      { podCode: 'NLRTM,DEHAM' },
      { remark: 'urgent' },
      { warnings: 'WDLPT' },
      { ownerUserId: ownerId },
      { sortBy: '-eta', etaTo: day(5) },
    ];
    for (const filter of filters) {
      const expected = (await listed(owner, filter)).map((r) => r.businessNumber);
      const { job, body } = await exportAndDownload(owner, filter);
      expect({ filter, rows: body.map((r) => r[0]) }).toEqual({ filter, rows: expected });
      expect(job.rowCount).toBe(expected.length);
    }
    // The date filters are not empty by accident: each picks some rows and leaves others.
    for (const filter of filters.slice(0, 6)) {
      const count = (await listed(owner, filter)).length;
      expect({ filter, someButNotAll: count > 0 && count < 14 }).toEqual({ filter, someButNotAll: true });
    }
  });

  it('caps the exports one organisation has waiting with 42900, leaving other organisations alone', async () => {
    // An app that queues but does not work the jobs: they stay waiting.
    const capped = await ctx.app({ env: { ...AUTH_TEST_ENV, EXPORTS_PENDING_PER_ORGANIZATION: '2' } });
    await capped.ready();
    const pete = await registerMember(capped, 'pete');
    const quinn = await registerMember(capped, 'quinn');
    const send = (who: { token: string }, language = 'en') =>
      capped.inject({
        method: 'POST',
        url: EXPORT,
        headers: { ...bearer(who.token), 'accept-language': language },
        payload: {},
      });
    expect((await send(pete)).json().statusCode).toBe(20000);
    expect((await send(pete)).json().statusCode).toBe(20000);
    const refused = await send(pete);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 42900, data: { limit: 2 } });
    expect(refused.json().message).toContain('2 exports waiting');
    expect((await send(pete, 'zh')).json().message).toContain('导出任务在排队');
    // Another organisation's exports are not held by pete's backlog.
    expect((await send(quinn)).json().statusCode).toBe(20000);
    // Once one of pete's has finished, he may queue another.
    const [job] = await ctx.database.orm
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(eq(exportJobs.ownerUserId, (await call(capped, pete, 'GET', '/auth/user/current')).data.id))
      .limit(1);
    await ctx.database.orm.update(exportJobs).set({ status: 'done' }).where(eq(exportJobs.id, job!.id));
    expect((await send(pete)).json().statusCode).toBe(20000);
  });

  it('rejects invalid filters with 40000', async () => {
    for (const body of [{ language: 'fr' }, { polCountry: 'CHN' }, { sortBy: 'bogus' }, { podName: '' }]) {
      expect((await call(app, owner, 'POST', EXPORT, body)).statusCode).toBe(40000);
    }
  });
});

describe('export scoping', () => {
  it("exports only a 'related' sub-account's own rows and keeps jobs to their owner", async () => {
    const sams = await exportAndDownload(sam, { language: 'en' });
    expect(sams.body.map((r) => r[0])).toEqual(['SAMS001', 'SAMS002']);
    const samJobs = (await call(app, sam, 'GET', '/exports/jobs')).data;
    expect(samJobs.list.map((j: { id: string }) => j.id)).toEqual([sams.job.id]);
    // Owner only: even the main account cannot fetch a sub-account's file, nor the reverse.
    const olgaJobs = (await call(app, owner, 'GET', '/exports/jobs')).data;
    expect(olgaJobs.list.map((j: { id: string }) => j.id)).not.toContain(sams.job.id);
    expect((await call(app, owner, 'GET', sams.job.downloadUrl)).statusCode).toBe(40400);
    expect((await call(app, sam, 'GET', olgaJobs.list[0].downloadUrl)).statusCode).toBe(40400);
  });

  it("shows another organisation none of olga's jobs or files, and exports none of her rows", async () => {
    const olgaJob = (await call(app, owner, 'GET', '/exports/jobs')).data.list[0];
    expect((await call(app, ivan, 'GET', '/exports/jobs')).data).toMatchObject({ list: [], total: 0 });
    expect((await call(app, ivan, 'GET', olgaJob.downloadUrl)).statusCode).toBe(40400);
    const ivans = await exportAndDownload(ivan, {});
    expect(ivans.body).toEqual([]);
  });
});

describe('GET /exports/jobs', () => {
  it('pages newest first (page 1, size 10) and drops expired jobs, which cleanup deletes', async () => {
    const all = (await call(app, owner, 'GET', '/exports/jobs?pageSize=100')).data;
    expect(all.total).toBeGreaterThan(3);
    const created = all.list.map((j: { createdAt: string }) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const first = (await call(app, owner, 'GET', '/exports/jobs')).data;
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 10, total: all.total });
    const second = (await call(app, owner, 'GET', '/exports/jobs?pageIndex=2&pageSize=2')).data;
    expect(second.list.map((j: { id: string }) => j.id)).toEqual(
      all.list.slice(2, 4).map((j: { id: string }) => j.id),
    );

    const oldest = all.list.at(-1);
    await ctx.database.orm
      .update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, oldest.id));
    const after = (await call(app, owner, 'GET', '/exports/jobs?pageSize=100')).data;
    expect(after.total).toBe(all.total - 1);
    expect((await call(app, owner, 'GET', oldest.downloadUrl)).statusCode).toBe(40400);
    expect(await deleteExpiredExports({ db: ctx.database })).toBe(1);
    expect(await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, oldest.id))).toEqual([]);
  });

  it('downloads a CSV as text/csv, and by the signed link without a token until the file is deleted', async () => {
    const created = await call(app, owner, 'POST', EXPORT, { format: 'csv', carrierCode: 'COSU' });
    expect(created.statusCode).toBe(20000);
    const job = await waitForExport(app, owner, created.data.id);
    expect(job).toMatchObject({ status: 'done', format: 'csv', templateName: 'Default template' });
    // Kept 7 days, then exports.cleanup deletes it.
    expect(Date.parse(job.expiresAt) - Date.parse(job.createdAt)).toBe(7 * 86_400_000);
    const res = await app.inject({ url: job.downloadUrl, headers: bearer(owner.token) });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="ocean-export-\d{8}-\d{4}\.csv"$/);
    expect(res.body.startsWith('\uFEFFBusiness number,')).toBe(true);

    const secret = await getOrCreateSecret(ctx.database, EXPORT_LINK_SECRET_NAME);
    const signed = `/exports/jobs/${job.id}/file?${signExportLink(secret, job.id, new Date(job.expiresAt))}`;
    const byLink = await app.inject({ url: signed });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byLink.rawPayload.equals(res.rawPayload)).toBe(true);
    const forged = await app.inject({ url: signed.replace(/signature=.{4}/, 'signature=AAAA') });
    expect(forged.json().statusCode).toBe(40400);
    const unsigned = await app.inject({ url: `/exports/jobs/${job.id}/file` });
    expect(unsigned.json().statusCode).toBe(40000);

    // Past its expiry the file is deleted and the link is a wrong link.
    const expired = new Date(Date.parse(job.expiresAt) + 1000);
    expect(await deleteExpiredExports({ db: ctx.database, now: expired })).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, job.id))).toEqual([]);
    expect((await app.inject({ url: signed })).json().statusCode).toBe(40400);
  });

  it('needs a token', async () => {
    const res = await app.inject({ url: '/exports/jobs' });
    expect(res.json().statusCode).toBe(40100);
    const bad = await app.inject({ url: '/exports/jobs', headers: bearer('nope') });
    expect(bad.json().statusCode).toBe(40100);
  });
});
