import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language, PortDirectory, PortInfo } from '@tracklane/domain';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSubscriptionRow } from '../../test/export-fixture.js';
import { subscriptionColumnsOf } from '../ocean/subscription-columns.js';
import { type ExportSource, exportRowsOf } from './export-field-values.js';
import { writeExportXlsx } from './write-export-xlsx.js';

// Issue 20: an export wrote POL and POD in English whatever its language. Through the template
// engine as an export runs it: the subscription rows, the port directory, the written workbook.
const port = (code: string, nameEn: string, nameCn: string, nameJp: string | undefined, timeZone: string) =>
  ({ code, nameEn, nameCn, ...(nameJp ? { nameJp } : {}), country: code.slice(0, 2), timeZone }) as PortInfo;
const PORTS = new Map<string, PortInfo>([
  ['CNSHA', port('CNSHA', 'Shanghai', '上海', '上海', 'Asia/Shanghai')],
  ['NLRTM', port('NLRTM', 'Rotterdam', '鹿特丹', 'ロッテルダム', 'Europe/Amsterdam')],
  // A port the directory has no translation of: its English name in every language.
  ['ZZQQQ', port('ZZQQQ', 'Nowhere', 'Nowhere', undefined, 'UTC')],
]);
const ports: PortDirectory = { get: (code) => PORTS.get(code) };

const row = (id: string, podCode: string) =>
  fixtureSubscriptionRow({
    id,
    billNumber: 'NAMES0001',
    remark: '',
    client: '',
    // A shipment without data yet: the list columns a subscription starts with.
    ...subscriptionColumnsOf(null),
    displayStatus: 'IN_TRANSIT',
    polCode: 'CNSHA',
    podCode,
  });
const sources: ExportSource[] = [
  { row: row('00000000-0000-4000-8000-000000000001', 'NLRTM'), view: null, lastFreeDay: null, holds: null },
  { row: row('00000000-0000-4000-8000-000000000002', 'ZZQQQ'), view: null, lastFreeDay: null, holds: null },
];

const dir = mkdtempSync(join(tmpdir(), 'export-port-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** [POL, POD] of each written row, as the sheet holds them. */
async function exportedPorts(language: Language): Promise<string[][]> {
  const path = join(dir, `${language}.xlsx`);
  const fields = ['billNumber', 'polName', 'podName'] as const;
  const context = {
    language,
    times: { display: 'port' as const, ownZone: null },
    ports,
    carriers: { all: () => [], get: () => undefined },
  };
  async function* batches() {
    yield sources.flatMap((s) => exportRowsOf(s, fields, 'shipment', context));
  }
  await writeExportXlsx({
    path,
    sheetName: 'Ports',
    headers: [...fields],
    widths: [20, 20, 20],
    batches: batches(),
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // Columns 2 and 3: POL and POD (after the B/L).
  return [2, 3].map((n) => [2, 3].map((c) => String(sheet.getRow(n).getCell(c).value)));
}

describe('port names in an export', () => {
  it("writes POL and POD in the export's language, English where no translation exists", async () => {
    expect(await exportedPorts('zh')).toEqual([
      ['上海', '鹿特丹'],
      ['上海', 'Nowhere'],
    ]);
    expect(await exportedPorts('jp')).toEqual([
      ['上海', 'ロッテルダム'],
      ['上海', 'Nowhere'],
    ]);
    expect(await exportedPorts('en')).toEqual([
      ['Shanghai', 'Rotterdam'],
      ['Shanghai', 'Nowhere'],
    ]);
  });
});
