import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportJobChunks,
  exportJobs,
  oceanShipments,
  oceanSubscriptions,
  organizations,
} from '../../db/schema/index.js';
import { exportFileOf } from '../../test/export-file.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { buildOceanExport, exportFileName } from './build-ocean-export.js';
import { deleteExpiredExports } from './delete-expired-exports.js';
import { EXPORT_BATCH_SIZE } from './read-export-sources.js';
import { EXPORT_CHUNK_BYTES } from './store-export-file.js';

const ROWS = 5000;
const ports = { get: () => undefined };

let ctx: TestContext;
let organizationId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // Migrations run when the first app starts.
  await (await ctx.app()).ready();
  const [org] = await ctx.database.orm
    .insert(organizations)
    .values({ name: 'Big Co', clientId: 'TLBIGCO001' })
    .returning();
  organizationId = org!.id;
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'X',
      refreshIntervalMinutes: 60,
    })
    .returning();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    organizationId,
    shipmentId: shipment!.id,
    billNumber: `BIG${String(i).padStart(6, '0')}`,
    carrierCode: 'MAEU',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await ctx.database.orm.insert(oceanSubscriptions).values(rows.slice(i, i + 1000));
  }
});
afterAll(() => ctx?.cleanup());

async function queue(query: Record<string, unknown> = {}, format: 'xlsx' | 'csv' = 'xlsx') {
  const [job] = await ctx.database.orm
    .insert(exportJobs)
    .values({
      organizationId,
      kind: 'ocean',
      scope: { kind: 'organization', organizationId, userId: organizationId, ownerOnly: false },
      query,
      language: 'en',
      format,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return job!.id;
}

describe('buildOceanExport', () => {
  it(`streams a large export (${ROWS} rows, several batches) into one workbook, in list order`, async () => {
    expect(ROWS).toBeGreaterThan(EXPORT_BATCH_SIZE * 2);
    const id = await queue();
    expect(await buildOceanExport({ db: ctx.database, exportJobId: id, ports })).toEqual({
      status: 'done',
      rowCount: ROWS,
    });
    const [row] = await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(row).toMatchObject({ status: 'done', rowCount: ROWS, failureReason: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFileOf(ctx.database, id)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    // Newest first, as the list: BIG004999 … BIG000000, none twice across batch edges.
    const numbers = new Set<string>();
    sheet.eachRow((r, n) => {
      if (n > 1) numbers.add(String(r.getCell(1).value));
    });
    expect(numbers.size).toBe(ROWS);
    expect(sheet.getRow(2).getCell(1).value).toBe(`BIG${String(ROWS - 1).padStart(6, '0')}`);
    expect(sheet.getRow(ROWS + 1).getCell(1).value).toBe('BIG000000');
  });

  it('stores a file larger than one piece in pieces that join back byte for byte', async () => {
    const chunkBytes = 4096;
    const small = await queue({}, 'csv');
    const whole = await queue({}, 'csv');
    await buildOceanExport({ db: ctx.database, exportJobId: small, ports, chunkBytes });
    await buildOceanExport({ db: ctx.database, exportJobId: whole, ports });
    const pieces = await ctx.database.orm
      .select()
      .from(exportJobChunks)
      .where(eq(exportJobChunks.jobId, small))
      .orderBy(asc(exportJobChunks.seq));
    const [row] = await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, small));
    // 5,000 rows of CSV: well over one 4 KB piece; every piece full but the last, numbered 0, 1, 2 …
    expect(row!.sizeBytes).toBeGreaterThan(chunkBytes * 10);
    expect(row!.sizeBytes).toBeLessThan(EXPORT_CHUNK_BYTES);
    expect(pieces.length).toBe(Math.ceil(row!.sizeBytes! / chunkBytes));
    expect(pieces.map((p) => p.seq)).toEqual(pieces.map((_, i) => i));
    expect(pieces.slice(0, -1).every((p) => p.bytes.length === chunkBytes)).toBe(true);
    const joined = await exportFileOf(ctx.database, small);
    expect(joined.length).toBe(row!.sizeBytes);
    // The same export stored as one piece: the same bytes.
    const one = await exportFileOf(ctx.database, whole);
    expect(joined.equals(one)).toBe(true);
    expect(joined.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(joined.toString('utf8').split('\r\n').length).toBe(ROWS + 2);
  });

  it('deletes the pieces of a file with its job when the job expires', async () => {
    const id = await queue({}, 'csv');
    await buildOceanExport({ db: ctx.database, exportJobId: id, ports, chunkBytes: 4096 });
    const piecesOf = async () =>
      (
        await ctx.database.orm
          .select({ seq: exportJobChunks.seq })
          .from(exportJobChunks)
          .where(eq(exportJobChunks.jobId, id))
      ).length;
    expect(await piecesOf()).toBeGreaterThan(1);
    await deleteExpiredExports({ db: ctx.database, now: new Date(Date.now() + 2 * 86_400_000) });
    expect(await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, id))).toEqual([]);
    expect(await piecesOf()).toBe(0);
  });

  it('marks the job failed with the reason when building throws', async () => {
    const id = await queue();
    const broken = {
      get: () => {
        throw new Error('port directory unavailable');
      },
    };
    // Rows need a port code for the directory to be asked.
    await ctx.database.orm
      .update(oceanSubscriptions)
      .set({ podCode: 'USLAX' })
      .where(eq(oceanSubscriptions.billNumber, 'BIG000001'));
    expect(await buildOceanExport({ db: ctx.database, exportJobId: id, ports: broken })).toEqual({
      status: 'failed',
      reason: 'port directory unavailable',
    });
    const [row] = await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'port directory unavailable', file: null });
    expect(
      await ctx.database.orm.select().from(exportJobChunks).where(eq(exportJobChunks.jobId, id)),
    ).toEqual([]);
  });

  it('does nothing for a job deleted before it ran', async () => {
    expect(
      await buildOceanExport({
        db: ctx.database,
        exportJobId: '00000000-0000-4000-8000-000000000000',
        ports,
      }),
    ).toEqual({ status: 'gone' });
  });

  it('names the file after the request time (UTC)', () => {
    expect(exportFileName(new Date('2026-11-21T21:04:59Z'))).toBe('ocean-export-20261121-2104.xlsx');
  });
});
