import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import { exportJobs, oceanShipments, oceanSubscriptions, terminalWatches } from '../../db/schema/index.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { insertMainMember } from '../../test/auth.js';
import { exportFileOf } from '../../test/export-file.js';
import {
  FIXTURE_CARRIERS,
  FIXTURE_LAST_FREE_DAY,
  FIXTURE_ROW,
  FIXTURE_VIEW,
} from '../../test/export-fixture.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { createExportTemplate } from '../export-templates/create-export-template.js';
import { saveExportTemplate } from '../export-templates/save-export-template.js';
import { listOrder } from '../ocean/subscription-list-query.js';
import { buildOceanExport } from './build-ocean-export.js';
import { createOceanExport } from './create-ocean-export.js';
import type { CellValue } from './export-field-values.js';
import { EXPORT_LINK_SECRET_NAME, isExportLinkValid, signExportLink } from './export-link-signature.js';
import { findSignedExportFile } from './find-signed-export-file.js';
import { listExportJobs } from './list-export-jobs.js';
import { mailExportLink } from './mail-export-link.js';
import { readExportSources } from './read-export-sources.js';
import { writeExportCsv } from './write-export-csv.js';
import { writeExportXlsx } from './write-export-xlsx.js';

const { ports } = loadReferenceData();
let ctx: TestContext;
let caller: Member;
let fixtureId: string;
const otherIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await (await ctx.app()).ready();
  const db = ctx.database;
  const member = await insertMainMember(db, { name: 'Tpl Co', clientId: 'TLTPLCO001', username: 'tpl' });
  caller = member.caller;
  const org = { id: member.organizationId };
  const user = { id: member.userId };
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'MAEU123456789',
      refreshIntervalMinutes: 60,
      view: FIXTURE_VIEW,
      status: 'IN_TRANSIT',
    })
    .returning();
  await db.orm.insert(terminalWatches).values({
    shipmentId: shipment!.id,
    portCode: 'NLRTM',
    lastFreeDay: FIXTURE_LAST_FREE_DAY,
    checkedAt: new Date(),
  });
  const [fixture] = await db.orm
    .insert(oceanSubscriptions)
    .values({ ...FIXTURE_ROW, organizationId: org.id, ownerUserId: user.id, shipmentId: shipment!.id })
    .returning();
  fixtureId = fixture!.id;
  // Others without a view: a formula-looking remark, a tab, a leading minus, a newline.
  const remarks = ['+SUM(A1)', '@cmd', '\tTAB', '-2+3', 'line1\nline2', 'plain'];
  for (const [i, remark] of remarks.entries()) {
    const [other] = await db.orm
      .insert(oceanSubscriptions)
      .values({
        organizationId: org.id,
        ownerUserId: user.id,
        shipmentId: shipment!.id,
        billNumber: `OTHER${i}`,
        carrierCode: 'MAEU',
        remark,
        // Ties and gaps in ETA for the keyset walk.
        eta: i % 3 === 0 ? null : new Date(Date.UTC(2026, 11, 1 + (i % 2))),
        createdAt: new Date(Date.UTC(2026, 9, 2 + i)),
      })
      .returning();
    otherIds.push(other!.id);
  }
});
afterAll(() => ctx?.cleanup());

async function exportWith(
  body: Record<string, unknown>,
  options: { notifyEmails?: string[]; queueMail?: (id: string, tx: unknown) => Promise<unknown> } = {},
) {
  const { id } = await createOceanExport({
    db: ctx.database,
    caller,
    query: { timeZone: 'Asia/Tokyo', ...body },
    language: 'en',
    pendingLimit: 100,
    enqueue: async () => undefined,
    ...(options.notifyEmails ? { notifyEmails: options.notifyEmails } : {}),
  });
  const outcome = await buildOceanExport({
    db: ctx.database,
    exportJobId: id,
    ports,
    carriers: FIXTURE_CARRIERS,
    ...(options.queueMail ? { queueMail: options.queueMail } : {}),
  });
  expect(outcome.status).toBe('done');
  const [job] = await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, id));
  // The file is stored in pieces beside the row (export_job_chunks): joined here, as downloaded.
  return { ...job!, file: await exportFileOf(ctx.database, id) };
}

async function sheetOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('exports with a template', () => {
  it('writes one row per container in an .xlsx: frozen header, auto-filter, widths, typed cells, escaped text', async () => {
    const template = await createExportTemplate({
      db: ctx.database,
      caller,
      language: 'en',
      input: {
        name: 'Boxes',
        enabled: true,
        rowMode: 'container',
        fields: [
          'billNumber',
          'containerNumber',
          'lastEventTime',
          'eta',
          'containerCount',
          'remark',
          'client',
        ],
      },
    });
    const job = await exportWith({ templateId: template.id, subscriptionIds: [fixtureId], format: 'xlsx' });
    expect(job).toMatchObject({
      format: 'xlsx',
      templateId: template.id,
      templateName: 'Boxes',
      rowCount: 2,
    });
    expect(job.sizeBytes).toBe(job.file.length);
    const sheet = await sheetOf(job.file);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'B/L number',
      'Container number',
      'Last event time (event place time)',
      'ETA (POD time)',
      'Containers',
      'Remark',
      'Client',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:G1');
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getColumn(2).width).toBe(16);
    expect(sheet.rowCount).toBe(3);
    const [one, two] = [sheet.getRow(2), sheet.getRow(3)];
    expect(one.getCell(2).value).toBe('MSKU1111111');
    expect(two.getCell(2).value).toBe('MSKU2222222');
    // Typed: a date cell with the wall clock of Singapore and its label; a number.
    expect(one.getCell(3).value).toEqual(new Date('2026-11-06T13:00:00.000Z'));
    expect(one.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm "GMT+8"');
    expect(one.getCell(4).value).toEqual(new Date('2026-12-10T07:00:00.000Z'));
    expect(one.getCell(5).value).toBe(2);
    // The formula is text with an apostrophe in front, never a formula cell.
    expect(one.getCell(6).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(one.getCell(6).formula).toBeUndefined();
    expect(one.getCell(7).value).toBe('Acme, "Global" Ltd');
  });

  it('writes CSV with a BOM, RFC 4180 quoting and formula escaping; numbers plain', async () => {
    const template = await createExportTemplate({
      db: ctx.database,
      caller,
      language: 'en',
      input: {
        name: 'Flat',
        enabled: true,
        rowMode: 'shipment',
        fields: ['billNumber', 'remark', 'client', 'arrivalDelayDays', 'eta'],
      },
    });
    const job = await exportWith({ templateId: template.id, format: 'csv', sortBy: 'createdAt' });
    expect(job.fileName).toMatch(/\.csv$/);
    const text = job.file.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('B/L number,Remark,Client,Arrival delay (days),ETA (POD time)');
    expect(lines[1]).toBe(
      `MAEU123456789,"'=HYPERLINK(""http://evil.example"",""click"")","Acme, ""Global"" Ltd",2,2026-12-10 07:00`,
    );
    const body = lines.slice(2).join('\r\n');
    expect(body).toContain("OTHER0,'+SUM(A1),,2,");
    expect(body).toContain("OTHER1,'@cmd,,2,");
    expect(body).toContain("OTHER2,'\tTAB,,2,");
    expect(body).toContain("OTHER3,'-2+3,,2,");
    expect(body).toContain('OTHER4,"line1\nline2",,2,');
    expect(body).toContain('OTHER5,plain,,2,');
  });

  it('narrows to a selection within the scope and refuses a disabled template with 40000', async () => {
    const job = await exportWith({
      subscriptionIds: [otherIds[1], otherIds[2], '00000000-0000-4000-8000-00000000dead'],
    });
    expect(job.rowCount).toBe(2);
    expect(job.templateId).toBeNull();
    const off = await createExportTemplate({
      db: ctx.database,
      caller,
      language: 'en',
      input: { name: 'Off', enabled: true, rowMode: 'shipment', fields: ['billNumber'] },
    });
    await saveExportTemplate({
      db: ctx.database,
      caller,
      id: off.id,
      language: 'en',
      input: { name: 'Off', enabled: false, rowMode: 'shipment', fields: ['billNumber'] },
    });
    await expect(exportWith({ templateId: off.id })).rejects.toMatchObject({ statusCode: 40000 });
  });

  it('lists format, template name (the default in the caller language), progress and size truthfully', async () => {
    await exportWith({ format: 'csv', subscriptionIds: [fixtureId] });
    const page = await listExportJobs({ db: ctx.database, caller, language: 'zh', pageSize: 1 });
    expect(page.list[0]).toMatchObject({
      format: 'csv',
      templateName: '默认模板',
      progress: { done: 1, total: 1 },
      rowCount: 1,
    });
    expect(page.list[0]!.sizeBytes).toBeGreaterThan(100);
  });

  it('queues the e-mail in the same transaction as marking it done, only with addresses', async () => {
    const seen: { id: string; status: string | undefined }[] = [];
    const queueMail = async (id: string, tx: unknown) => {
      // Inside the transaction the row already reads done.
      const [row] = await (tx as typeof ctx.database.orm)
        .select({ status: exportJobs.status })
        .from(exportJobs)
        .where(eq(exportJobs.id, id));
      seen.push({ id, status: row?.status });
    };
    await exportWith({ subscriptionIds: [fixtureId] }, { queueMail });
    expect(seen).toEqual([]);
    const job = await exportWith(
      { subscriptionIds: [fixtureId] },
      { queueMail, notifyEmails: ['ops@example.com', 'lead@example.com'] },
    );
    expect(seen).toEqual([{ id: job.id, status: 'done' }]);

    const sent: { to: string; subject: string; text: string }[] = [];
    const secret = await getOrCreateSecret(ctx.database, EXPORT_LINK_SECRET_NAME);
    const outcome = await mailExportLink({
      db: ctx.database,
      exportJobId: job.id,
      baseUrl: 'https://app.example/',
      secret,
      sendMail: async (m) => {
        sent.push(m);
      },
    });
    expect(outcome).toEqual({ sent: 2 });
    expect(sent.map((m) => m.to)).toEqual(['ops@example.com', 'lead@example.com']);
    expect(sent[0]!.subject).toBe('Your export "Default template" is ready');
    const link =
      /https:\/\/app\.example\/exports\/jobs\/([^/]+)\/file\?expires=(\d+)&signature=([\w-]+)/.exec(
        sent[0]!.text,
      );
    expect(link?.[1]).toBe(job.id);
    expect(Number(link![2])).toBe(job.expiresAt.getTime());
    // The link opens the file without a token until the job expires.
    const file = await findSignedExportFile({
      db: ctx.database,
      id: job.id,
      expires: Number(link![2]),
      signature: link![3]!,
    });
    const pieces: Buffer[] = [];
    for await (const piece of file.file) pieces.push(piece);
    expect(Buffer.concat(pieces).equals(job.file)).toBe(true);
    expect(file.sizeBytes).toBe(job.file.length);
  });

  it('answers 40400 to a forged, altered or expired signed link', async () => {
    const job = await exportWith({ subscriptionIds: [fixtureId] });
    const secret = await getOrCreateSecret(ctx.database, EXPORT_LINK_SECRET_NAME);
    const query = new URLSearchParams(signExportLink(secret, job.id, job.expiresAt));
    const expires = Number(query.get('expires'));
    const signature = query.get('signature')!;
    const open = (id: string, e: number, s: string, now?: Date) =>
      findSignedExportFile({ db: ctx.database, id, expires: e, signature: s, ...(now ? { now } : {}) });
    await expect(open(job.id, expires, signature)).resolves.toMatchObject({ format: 'xlsx' });
    await expect(open(job.id, expires, `${signature.slice(0, -2)}xx`)).rejects.toMatchObject({
      statusCode: 40400,
    });
    await expect(open(job.id, expires + 86_400_000, signature)).rejects.toMatchObject({ statusCode: 40400 });
    await expect(open(otherIds[0]!, expires, signature)).rejects.toMatchObject({ statusCode: 40400 });
    await expect(open(job.id, expires, signature, new Date(expires + 1))).rejects.toMatchObject({
      statusCode: 40400,
    });
    // A link signed with a later expiry than the job's is not this job's link either.
    const longer = new URLSearchParams(signExportLink(secret, job.id, new Date(expires + 86_400_000)));
    expect(
      isExportLinkValid(
        secret,
        job.id,
        { expires: Number(longer.get('expires')), signature: longer.get('signature')! },
        new Date(),
      ),
    ).toBe(true);
    await expect(open(job.id, Number(longer.get('expires')), longer.get('signature')!)).rejects.toMatchObject(
      { statusCode: 40400 },
    );
  });

  it('walks the list by keyset in exactly the list order, batch by batch', async () => {
    const scope = { kind: 'organization', organizationId: caller.organizationId, ownerOnly: false } as never;
    for (const sortBy of ['eta', '-eta', 'createdAt', '-createdAt', 'businessNumber', '-status'] as const) {
      const expected = (
        await ctx.database.orm
          .select({ id: oceanSubscriptions.id })
          .from(oceanSubscriptions)
          .where(eq(oceanSubscriptions.organizationId, caller.organizationId))
          .orderBy(...listOrder(sortBy))
      ).map((r) => r.id);
      const walked: string[] = [];
      let batches = 0;
      for await (const batch of readExportSources({
        db: ctx.database,
        scope,
        query: { sortBy },
        ports,
        batchSize: 2,
      })) {
        batches += 1;
        expect(batch.length).toBeLessThanOrEqual(2);
        walked.push(...batch.map((s) => s.row.id));
      }
      expect(walked, sortBy).toEqual(expected);
      expect(batches).toBe(Math.ceil(expected.length / 2));
    }
  });
});

describe('streaming writers', () => {
  /**
   * Batches that note, each time the next one is asked for, how many rows the writer had finished:
   * a writer that streams asks for batch k only after writing the k-1 before it, one at a time.
   */
  function meteredBatches(count: number, size: number, written: () => number) {
    const askedAfter: number[] = [];
    async function* batches(): AsyncGenerator<CellValue[][]> {
      for (let k = 0; k < count; k += 1) {
        askedAfter.push(written());
        yield Array.from({ length: size }, (_, i) => [`row ${k * size + i}`, k * size + i]);
      }
    }
    return { askedAfter, batches: batches() };
  }

  for (const format of ['xlsx', 'csv'] as const)
    it(`${format}: asks for one batch at a time, after writing the previous one`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'tl-stream-'));
      try {
        let written = 0;
        const { askedAfter, batches } = meteredBatches(5, 100, () => written);
        const onRows = async (rows: number) => {
          written = rows;
        };
        const path = join(dir, `out.${format}`);
        const rows =
          format === 'csv'
            ? await writeExportCsv({ path, headers: ['a', 'b'], batches, onRows })
            : await writeExportXlsx({
                path,
                sheetName: 'S',
                headers: ['a', 'b'],
                widths: [10, 10],
                batches,
                onRows,
              });
        expect(rows).toBe(500);
        expect(askedAfter).toEqual([0, 100, 200, 300, 400]);
        expect((await readFile(path)).length).toBeGreaterThan(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
});
