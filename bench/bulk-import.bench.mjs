// Bulk import of 5,000 rows on PostgreSQL, in one run (issue 22's target: ≤ 30 s from the upload
// to all subscribed): a fresh database, the built server migrating it and working its jobs, one
// professional organisation registered through the API, then a 5,000-row .xlsx (container number,
// carrier, remark, client) built with exceljs, uploaded to POST /application/ocean/import/preview,
// confirmed (POST /application/ocean/import) and followed (GET …/import/:id) until done. Prints
// each phase, the total and its ratio to the target, and the CPU the server and PostgreSQL
// spent; never fails on time. `BENCH_ROWS` (5,000) tunes it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  cpuSnapshot,
  cpuUsedSince,
  freshDatabase,
  registerMember,
  root,
  settle,
  startServer,
} from './ocean-support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const TARGET_S = 30;

if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** ISO 6346 check digit of the first ten characters. */
function checkDigit(ten) {
  const values = {};
  let v = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    values[letter] = v++;
  }
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = ten[i];
    sum += (/\d/.test(c) ? Number(c) : values[c]) * 2 ** i;
  }
  return (sum % 11) % 10;
}
const container = (serial) => {
  const ten = `MSKU${String(serial).padStart(6, '0')}`;
  return `${ten}${checkDigit(ten)}`;
};

async function sheetOf(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('numbers');
  sheet.addRow(['Container number', 'Carrier', 'Remark', 'Client']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([container(100_000 + i), 'MAEU', `PO ${i}`, `Client ${i % 40}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function professional(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update organizations set edition = 'professional', plan_valid_until = now() + interval '30 days'
       where id = (select organization_id from users where email = $1)`,
      [email],
    );
  } finally {
    await client.end();
  }
}

const database = await freshDatabase('tl_bench_import');
let server;
try {
  server = await startServer(database.url);
  const member = await registerMember(server.base, 'importbench');
  await professional(database.url, member.email);
  console.info(`server quiet after ${((await settle(server.pid)) / 1000).toFixed(1)} s`);
  const file = await sheetOf(ROWS);
  console.info(`sheet: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KB .xlsx`);
  const auth = { authorization: `Bearer ${member.token}` };

  const before = await cpuSnapshot(database.url, { server: server.pid });
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'numbers.xlsx');
  const preview = await (
    await fetch(`${server.base}/application/ocean/import/preview`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
  ).json();
  if (preview.statusCode !== 20000) throw new Error(`preview: ${JSON.stringify(preview).slice(0, 300)}`);
  const tPreview = performance.now();
  const started = await (
    await fetch(`${server.base}/application/ocean/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ previewId: preview.data.id }),
    })
  ).json();
  if (started.statusCode !== 20000) throw new Error(`start: ${JSON.stringify(started)}`);
  let job;
  for (;;) {
    job = (
      await (
        await fetch(`${server.base}/application/ocean/import/${preview.data.id}?pageSize=1`, {
          headers: auth,
        })
      ).json()
    ).data;
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const tDone = performance.now();
  const cpu = await cpuUsedSince(database.url, { server: server.pid }, before);
  const total = (tDone - t0) / 1000;
  console.info(
    `preview (upload, read, judge ${preview.data.total} rows, store): ${((tPreview - t0) / 1000).toFixed(2)} s`,
  );
  console.info(
    `job (queue → ${job.results.subscribed} subscribed):          ${((tDone - tPreview) / 1000).toFixed(2)} s`,
  );
  console.info(`status ${job.status}; results ${JSON.stringify(job.results)}`);
  console.info(`CPU: ${JSON.stringify(cpu)}`);
  console.info(
    `bulk import of ${ROWS.toLocaleString('en')} rows, upload → all subscribed: ${total.toFixed(2)} s (target ≤ ${TARGET_S} s, ratio ${(total / TARGET_S).toFixed(2)})`,
  );
} finally {
  await server?.stop();
  await database.drop();
}
