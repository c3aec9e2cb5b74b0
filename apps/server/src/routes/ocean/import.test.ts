import { deflateRawSync } from 'node:zlib';
import { containerCheckDigit, importMessage } from '@tracklane/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oceanImportRows,
  oceanImports,
  oceanSubscriptions,
  organizations,
  users,
} from '../../db/schema/index.js';
import type { JobContext } from '../../jobs/define-job.js';
import handleCleanup from '../../jobs/export-cleanup.handler.js';
import handleOceanImport from '../../jobs/ocean-import.handler.js';
import { runOceanImport } from '../../services/ocean/import/run-ocean-import.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const I = '/application/ocean/import';
const container = (owner: string, serial: number) => {
  const ten = `${owner}${String(serial).padStart(6, '0')}`;
  return `${ten}${containerCheckDigit(ten)}`;
};
/** The same number with a wrong check digit. */
const badCheck = (good: string) => `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;
let olgaOrg: string;
let pia: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV, jobs: { schedule: false, work: true } });
  await app.ready();
  olga = await registerMember(app, 'olga');
  pia = await registerMember(app, 'pia');
  const id = (await call(app, olga, 'GET', '/auth/user/current')).data.id;
  const [row] = await ctx.database.orm.select().from(users).where(eq(users.id, id));
  olgaOrg = row!.organizationId;
  await ctx.database.orm
    .update(organizations)
    .set({ edition: 'professional', planValidUntil: new Date(Date.now() + 86_400_000 * 30) })
    .where(eq(organizations.id, olgaOrg));
});
afterAll(() => ctx?.cleanup());

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(fileName: string, data: Buffer, field = 'file') {
  const boundary = `----tracklane${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(who: Member, fileName: string, data: Buffer, lang = 'en') {
  const { payload, contentType } = multipart(fileName, data);
  const res = await app.inject({
    method: 'POST',
    url: `${I}/preview?lang=${lang}`,
    headers: { ...bearer(who.token), 'content-type': contentType },
    payload,
  });
  return res.json();
}

async function xlsxOf(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('numbers');
  for (const r of rows) sheet.addRow(r);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function untilDone(who: Member, id: string) {
  for (let i = 0; i < 200; i++) {
    const body = await call(app, who, 'GET', `${I}/${id}?pageSize=500`);
    if (body.data?.status === 'done' || body.data?.status === 'failed') return body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

async function importsOf(organizationId: string) {
  return ctx.database.orm.select().from(oceanImports).where(eq(oceanImports.organizationId, organizationId));
}

describe('bulk import: preview', () => {
  it('judges each row of an .xlsx with a header: ISO 6346, duplicates, unknown carrier, already tracked', async () => {
    const tracked = container('MSKU', 900);
    await call(app, olga, 'POST', '/application/ocean/subscribe', {
      containerNumber: tracked,
      carrierCode: 'MAEU',
    });
    const file = await xlsxOf([
      ['Container No', 'Carrier', 'Remark', 'Client'],
      [container('MSKU', 1), 'MAEU', 'PO 1', 'ACME'],
      [badCheck(container('MSKU', 2)), 'MAEU', '', ''],
      [container('MSKU', 1), '', '', ''],
      [container('MSKU', 3), 'NOPE', '', ''],
      [tracked, '', '', ''],
      ['MAEU123456789', '', 'bill', 'Globex'],
    ]);
    const body = await upload(olga, 'numbers.xlsx', file);
    expect(body.statusCode).toBe(20000);
    expect(body.data.total).toBe(6);
    expect(body.data.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'ok'],
      [3, 'invalid'],
      [4, 'duplicate'],
      [5, 'unknown-carrier'],
      [6, 'already-tracked'],
      [7, 'ok'],
    ]);
    expect(body.data.rows[0]).toMatchObject({
      kind: 'container',
      carrier: 'MAEU',
      remark: 'PO 1',
      client: 'ACME',
    });
    expect(body.data.rows[5]).toMatchObject({ kind: 'bill', carrier: 'MAEU', client: 'Globex' });
    expect(body.data.rows[1].message).toMatch(/check digit/);
    expect(body.data.rows[2].message).toBe('the same number as row 2');
    expect(body.data.counts).toMatchObject({
      ok: 2,
      invalid: 1,
      duplicate: 1,
      'unknown-carrier': 1,
      'already-tracked': 1,
    });
    expect(body.data.fits).toBe(2);
  });

  it('reads a header in Chinese and Japanese, and columns in order without one', async () => {
    const zh = await upload(
      olga,
      'a.csv',
      Buffer.from(`备注,箱号,船公司\n备注一,${container('MSKU', 11)},MAEU\n`),
      'zh',
    );
    expect(zh.data.rows[0]).toMatchObject({
      row: 2,
      number: container('MSKU', 11),
      remark: '备注一',
      status: 'ok',
    });
    const jp = await upload(
      olga,
      'a.csv',
      Buffer.from(`コンテナ番号,船会社,備考,顧客\n${container('MSKU', 12)},MAEU,メモ,顧客A\n`),
    );
    expect(jp.data.rows[0]).toMatchObject({ remark: 'メモ', client: '顧客A', status: 'ok' });
    const plain = await upload(olga, 'a.csv', Buffer.from(`${container('MSKU', 13)},MAEU,note,client\n`));
    expect(plain.data.rows[0]).toMatchObject({ row: 1, carrier: 'MAEU', remark: 'note', client: 'client' });
  });

  it('reads UTF-8 CSV with and without a BOM, and GBK', async () => {
    const text = `单号,船公司,备注,客户\n${container('MSKU', 21)},MAEU,上海仓,华东客户\n`;
    const bom = await upload(
      olga,
      'bom.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    );
    const plain = await upload(olga, 'plain.csv', Buffer.from(text));
    const gbk = await upload(olga, 'gbk.csv', Buffer.from(new TextEncoderGbk().encode(text)));
    for (const body of [bom, plain, gbk]) {
      expect(body.data.rows[0]).toMatchObject({ remark: '上海仓', client: '华东客户', status: 'ok' });
    }
  });

  it('takes pasted cells: tab-separated, or one number per line', async () => {
    const tabs = await call(app, olga, 'POST', `${I}/preview`, {
      text: `${container('MSKU', 31)}\tMAEU\tfirst\n${container('MSKU', 32)}\t\t\t\n\n`,
    });
    expect(tabs.data.rows.map((r: { status: string }) => r.status)).toEqual(['ok', 'ok']);
    const lines = await call(app, olga, 'POST', `${I}/preview`, {
      text: `${container('MSKU', 33)}\r\nXX\r\n`,
    });
    expect(lines.data.counts).toMatchObject({ ok: 1, invalid: 1 });
  });

  it('reads a formula as its cached value, never evaluating it; one without a value is refused', async () => {
    const file = await xlsxOf([['number'], [null], [null]], (sheet) => {
      sheet.getCell('A2').value = { formula: 'CONCAT("MSKU","0000410")', result: container('MSKU', 41) };
      sheet.getCell('A3').value = { formula: 'CONCAT("MSKU","0000420")' } as ExcelJS.CellFormulaValue;
    });
    const body = await upload(olga, 'f.xlsx', file);
    expect(body.data.rows[0]).toMatchObject({ number: container('MSKU', 41), status: 'ok' });
    expect(body.data.rows[1]).toMatchObject({ status: 'invalid' });
    expect(body.data.rows[1].message).toMatch(/formula/);
  });

  it('answers how many fit in the remaining volume and marks the rest over-limit', async () => {
    const [before] = await importsOf(olgaOrg);
    expect(before).toBeDefined();
    const free = await registerMember(app, 'fred'); // the free edition: 100 a year
    const text = Array.from({ length: 103 }, (_, i) => container('MSKU', 5000 + i)).join('\n');
    const body = await call(app, free, 'POST', `${I}/preview`, { text });
    expect(body.data).toMatchObject({ remainingVolume: 100, fits: 100 });
    expect(body.data.counts['over-limit']).toBe(3);
  });

  it.each([
    [
      'a corrupt .xlsx',
      'broken.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
      /cannot be read/,
    ],
    ['a corrupt .xlsx that is not even a zip', 'broken.xlsx', Buffer.from('hello'), /cannot be read/],
    ['an .xls', 'old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), /\.xlsx or a \.csv/],
    ['binary junk as CSV', 'x.csv', Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x00]), /UTF-8|cannot be read/],
    ['an empty file', 'x.csv', Buffer.from(''), /no rows/],
  ])('refuses %s with a 40000 and stores nothing', async (_name, fileName, data, message) => {
    const before = (await importsOf(olgaOrg)).length;
    const body = await upload(olga, fileName, data);
    expect(body.statusCode).toBe(40000);
    expect(body.message).toMatch(message);
    expect((await importsOf(olgaOrg)).length).toBe(before);
  });

  it('refuses an .xlsx bomb before exceljs inflates it', async () => {
    const body = await upload(
      olga,
      'bomb.xlsx',
      zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024, 0x20)]]),
    );
    expect(body.statusCode).toBe(40000);
    expect(body.message).toMatch(/100 MB/);
  });

  it('refuses a zip whose central directory understates what an entry inflates to', async () => {
    const body = await upload(
      olga,
      'liar.xlsx',
      zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(5 * 1024 * 1024, 0x20)]], 1000),
    );
    expect(body.statusCode).toBe(40000);
    expect(body.message).toMatch(/100 MB/);
  });

  it('refuses an entry packed more than 100:1 even when the total is under the bound', async () => {
    const body = await upload(
      olga,
      'tight.xlsx',
      zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024, 0x20)]]),
    );
    expect(body.statusCode).toBe(40000);
    expect(body.message).toMatch(/packed suspiciously tightly/);
  });

  it('refuses more than 5,000 rows, naming the limit', async () => {
    const text = Array.from({ length: 5001 }, (_, i) => container('TGHU', 10_000 + i)).join('\n');
    const body = await call(app, olga, 'POST', `${I}/preview`, { text });
    expect(body.statusCode).toBe(40000);
    expect(body.message).toBe('at most 5000 rows per file (5001 given)');
    const csv = await upload(olga, 'big.csv', Buffer.from(`number\n${text}`));
    expect(csv.message).toMatch(/at most 5000 rows/);
  });

  it('stops an upload over 50 MB while it streams, with a 40000', async () => {
    const body = await upload(olga, 'huge.csv', Buffer.alloc(51 * 1024 * 1024, 0x41));
    expect(body.statusCode).toBe(40000);
    expect(body.message).toBe('the file is larger than 50 MB');
  });

  it('is for members only', async () => {
    const guest = (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json();
    const token = guest.data.accessToken as string;
    expect(token).toBeTruthy();
    const res = await call(app, { token }, 'POST', `${I}/preview`, { text: container('MSKU', 1) });
    expect(res.statusCode).toBe(40300);
  });
});

describe('the client of a subscription', () => {
  it('is set, cleared and length-checked by POST …/subscribe/:id/client, and shown in the list', async () => {
    const sub = await call(app, olga, 'POST', '/application/ocean/subscribe', {
      containerNumber: container('MSKU', 777),
      carrierCode: 'MAEU',
    });
    expect(sub.data.client).toBe('');
    const set = await call(app, olga, 'POST', `/application/ocean/subscribe/${sub.data.id}/client`, {
      client: ' Initech ',
    });
    expect(set).toMatchObject({ statusCode: 20000, data: { client: 'Initech' } });
    const detail = await call(app, olga, 'GET', `/application/ocean/subscribe/${sub.data.id}`);
    expect(detail.data.subscription.client).toBe('Initech');
    const tooLong = await call(app, olga, 'POST', `/application/ocean/subscribe/${sub.data.id}/client`, {
      client: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(40000);
    const cleared = await call(app, olga, 'POST', `/application/ocean/subscribe/${sub.data.id}/client`, {
      client: '',
    });
    expect(cleared.data.client).toBe('');
  });
});

describe('bulk import: the job', () => {
  it('subscribes the ok rows with remark and client, and writes per-row results', async () => {
    const good = [container('CSNU', 1), container('CSNU', 2), container('CSNU', 3)];
    const text = [
      'number\tcarrier\tremark\tclient',
      ...good.map((n, i) => `${n}\tCOSU\tPO ${i}\tClient ${i}`),
      'bad',
      good[0],
    ].join('\n');
    const preview = (await call(app, olga, 'POST', `${I}/preview`, { text })).data;
    expect(preview.counts).toMatchObject({ ok: 3, invalid: 1, duplicate: 1 });
    const started = await call(app, olga, 'POST', I, { previewId: preview.id });
    expect(started).toMatchObject({ statusCode: 20000, data: { id: preview.id } });
    const again = await call(app, olga, 'POST', I, { previewId: preview.id });
    expect(again.statusCode).toBe(40000);

    const done = await untilDone(olga, preview.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, toImport: 3, processed: 3 });
    expect(done.results).toMatchObject({ subscribed: 3, skipped: 2 });
    const subs = await ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(
        and(eq(oceanSubscriptions.organizationId, olgaOrg), eq(oceanSubscriptions.containerNumber, good[1]!)),
      );
    expect(subs[0]).toMatchObject({ carrierCode: 'COSU', remark: 'PO 1', client: 'Client 1' });

    // The list shows the client; the list's remark search finds it too.
    const list = await call(app, olga, 'GET', `/application/ocean/subscribe/?pageSize=50&remark=Client%201`);
    expect(list.data.list.map((s: { client: string }) => s.client)).toContain('Client 1');

    const res = await app.inject({
      method: 'GET',
      url: `${I}/${preview.id}/results`,
      headers: bearer(olga.token),
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Number', 'Carrier', 'Result', 'Message']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual([2, good[0], 'COSU', 'Subscribed']);
    expect(sheet.getRow(5).getCell(4).value).toBe('Not imported');
  });

  it('imports only what the volume allows at run time; the rest is over-limit', async () => {
    const dora = await registerMember(app, 'dora');
    const numbers = Array.from({ length: 5 }, (_, i) => container('MSKU', 700 + i));
    const preview = (await call(app, dora, 'POST', `${I}/preview`, { text: numbers.join('\n') })).data;
    expect(preview.fits).toBe(5);
    // 97 subscriptions meanwhile: 3 of the free edition's 100 are left.
    const doraId = (await call(app, dora, 'GET', '/auth/user/current')).data.id;
    const [user] = await ctx.database.orm.select().from(users).where(eq(users.id, doraId));
    const text = Array.from({ length: 97 }, (_, i) => container('MRKU', 100 + i)).join('\n');
    const filler = (await call(app, dora, 'POST', `${I}/preview`, { text })).data;
    await call(app, dora, 'POST', I, { previewId: filler.id });
    await untilDone(dora, filler.id);
    await call(app, dora, 'POST', I, { previewId: preview.id });
    const done = await untilDone(dora, preview.id);
    expect(done.results).toMatchObject({ subscribed: 3, 'over-limit': 2 });
    const count = await ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.organizationId, user!.organizationId));
    expect(count).toHaveLength(100);
  });

  it('a run taken again after a crash goes on from the first row without a result', async () => {
    const numbers = [container('MSKU', 881), container('MSKU', 882), container('MSKU', 883)];
    const preview = (await call(app, olga, 'POST', `${I}/preview`, { text: numbers.join('\n') })).data;
    // As a crashed run leaves it: queued/running, the first batch's row committed with its result.
    await ctx.database.orm
      .update(oceanImports)
      .set({ status: 'running', toImport: 3 })
      .where(eq(oceanImports.id, preview.id));
    await ctx.database.orm
      .update(oceanImportRows)
      .set({ result: 'already-tracked' })
      .where(and(eq(oceanImportRows.importId, preview.id), eq(oceanImportRows.row, 1)));
    const outcome = await runOceanImport({
      db: ctx.database,
      importId: preview.id,
      queueFirstPolls: async () => {},
    });
    expect(outcome).toEqual({ subscribed: 2, processed: 2 });
    const rows = await ctx.database.orm
      .select()
      .from(oceanImportRows)
      .where(eq(oceanImportRows.importId, preview.id));
    expect(rows.map((r) => [r.row, r.result]).sort()).toEqual([
      [1, 'already-tracked'],
      [2, 'subscribed'],
      [3, 'subscribed'],
    ]);
    // A done import is not run again.
    expect(
      await runOceanImport({ db: ctx.database, importId: preview.id, queueFirstPolls: async () => {} }),
    ).toBeNull();
  });

  it('is marked failed, with its rows, when the last attempt fails too (not left running)', async () => {
    const numbers = [container('MSKU', 961), container('MSKU', 962)];
    const preview = (await call(app, olga, 'POST', `${I}/preview`, { text: numbers.join('\n') })).data;
    // Confirmed, as the confirm call leaves it, but run here by hand: every batch fails to queue
    // its first polls (the queue unreachable), so the batch rolls back each time.
    await ctx.database.orm
      .update(oceanImports)
      .set({ status: 'queued', toImport: 2, language: 'jp' })
      .where(eq(oceanImports.id, preview.id));
    const attempt = (finalAttempt: boolean) =>
      handleOceanImport({ importId: preview.id }, {
        db: ctx.database,
        log: app.log,
        jobId: `attempt-${finalAttempt}`,
        finalAttempt,
        jobs: {
          send: async () => {
            throw new Error('queue unreachable');
          },
        },
      } as unknown as JobContext);

    // A failure with retries left keeps it running: the retry goes on from the first row.
    await expect(attempt(false)).rejects.toThrow('queue unreachable');
    expect((await call(app, olga, 'GET', `${I}/${preview.id}`)).data.status).toBe('running');

    await expect(attempt(true)).rejects.toThrow('queue unreachable');
    const failed = (await call(app, olga, 'GET', `${I}/${preview.id}?pageSize=50`)).data;
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: importMessage('importStopped', 'jp'),
      results: { failed: 2 },
    });
    expect(
      failed.rows.map((r: { result: string; resultMessage: string }) => [r.result, r.resultMessage]),
    ).toEqual([
      ['failed', importMessage('interrupted', 'jp')],
      ['failed', importMessage('interrupted', 'jp')],
    ]);
    const subscribed = await ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(
        and(
          eq(oceanSubscriptions.organizationId, olgaOrg),
          inArray(oceanSubscriptions.containerNumber, numbers),
        ),
      );
    expect(subscribed).toEqual([]);
  });

  it('is deleted by the nightly clean-up once expired, with no new preview needed', async () => {
    const expired = (await call(app, olga, 'POST', `${I}/preview`, { text: container('MSKU', 971) })).data;
    const live = (await call(app, olga, 'POST', `${I}/preview`, { text: container('MSKU', 972) })).data;
    await ctx.database.orm
      .update(oceanImports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oceanImports.id, expired.id));
    await handleCleanup({ source: 'test' }, {
      db: ctx.database,
      log: app.log,
      jobId: 'cleanup',
    } as unknown as JobContext);
    const left = (await importsOf(olgaOrg)).map((i) => i.id);
    expect(left).toContain(live.id);
    expect(left).not.toContain(expired.id);
    expect((await call(app, olga, 'GET', `${I}/${expired.id}`)).statusCode).toBe(40400);
  });

  it("keeps imports to their owner: another organisation's member gets 40400 on every id", async () => {
    const preview = (await call(app, olga, 'POST', `${I}/preview`, { text: container('MSKU', 555) })).data;
    expect((await call(app, pia, 'POST', I, { previewId: preview.id })).statusCode).toBe(40400);
    expect((await call(app, pia, 'GET', `${I}/${preview.id}`)).statusCode).toBe(40400);
    const res = await app.inject({
      method: 'GET',
      url: `${I}/${preview.id}/results`,
      headers: bearer(pia.token),
    });
    expect(res.json().statusCode).toBe(40400);
  });

  it('refuses an expired preview with 40400', async () => {
    const preview = (await call(app, olga, 'POST', `${I}/preview`, { text: container('MSKU', 556) })).data;
    await ctx.database.orm
      .update(oceanImports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oceanImports.id, preview.id));
    expect((await call(app, olga, 'POST', I, { previewId: preview.id })).statusCode).toBe(40400);
  });
});

/** A GBK encoder for the test's few characters (Node's TextEncoder only does UTF-8). */
class TextEncoderGbk {
  encode(text: string): Uint8Array {
    const decoder = new TextDecoder('gbk');
    const table = new Map<string, number[]>();
    // Build the reverse map of the GBK double-byte range on demand for the characters used.
    const wanted = new Set([...text].filter((c) => c.charCodeAt(0) > 0x7f));
    for (let hi = 0x81; hi <= 0xfe && table.size < wanted.size; hi++) {
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        const c = decoder.decode(new Uint8Array([hi, lo]));
        if (wanted.has(c) && !table.has(c)) table.set(c, [hi, lo]);
      }
    }
    return new Uint8Array([...text].flatMap((c) => table.get(c) ?? [c.charCodeAt(0)]));
  }
}

/**
 * A zip of stored-by-deflate entries, written by hand. `understate` divides each entry's declared
 * uncompressed size (a central directory that lies).
 */
function zipOf(entries: [string, Buffer][], understate = 1): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const packed = deflateRawSync(content, { level: 9 });
    const nameBytes = Buffer.from(name);
    const size = Math.floor(content.length / understate);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}
