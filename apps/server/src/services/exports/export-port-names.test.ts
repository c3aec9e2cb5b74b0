import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@tracklane/domain';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubscriptionItem } from '../ocean/subscription-item.js';
import { writeOceanWorkbook } from './write-ocean-workbook.js';

// Issue 20: an export wrote POL and POD in English whatever its language.
const item: SubscriptionItem = {
  id: 'a',
  businessNumber: 'NAMES0001',
  billNumber: 'NAMES0001',
  containerNumber: null,
  carrierCode: 'MAEU',
  isExport: true,
  terminalCode: null,
  vesselParam: null,
  voyageParam: null,
  uuidOfUser: null,
  remark: '',
  client: '',
  status: null,
  displayStatus: 'IN_TRANSIT',
  polCode: 'CNSHA',
  podCode: 'NLRTM',
  polName: 'Shanghai',
  podName: 'Rotterdam',
  polNameCn: '上海',
  podNameCn: '鹿特丹',
  polNameJp: '上海',
  podNameJp: 'ロッテルダム',
  polCountry: 'CN',
  podCountry: 'NL',
  polTimeZone: 'Asia/Shanghai',
  podTimeZone: 'Europe/Amsterdam',
  etd: null,
  eta: null,
  atd: null,
  ata: null,
  warnings: [],
  updateTime: null,
  createdAt: '2026-11-27T00:00:00.000Z',
};
/** A port the directory has no translation of: its English name in every language. */
const untranslated: SubscriptionItem = {
  ...item,
  podCode: 'ZZQQQ',
  podName: 'Nowhere',
  podNameCn: null,
  podNameJp: null,
};

const dir = mkdtempSync(join(tmpdir(), 'export-port-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** [POL, POD] of each written row, as the sheet holds them. */
async function exportedPorts(language: Language): Promise<string[][]> {
  const path = join(dir, `${language}.xlsx`);
  async function* batches() {
    yield [item, untranslated];
  }
  await writeOceanWorkbook({ path, language, times: { display: 'port', ownZone: null }, batches: batches() });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // Columns 5 and 6: POL and POD (after number, B/L, container, carrier).
  return [2, 3].map((n) => [5, 6].map((c) => String(sheet.getRow(n).getCell(c).value)));
}

describe('port names in an export', () => {
  it("writes POL and POD in the export's language, English where no translation exists", async () => {
    expect(await exportedPorts('zh')).toEqual([
      ['上海 (CNSHA)', '鹿特丹 (NLRTM)'],
      ['上海 (CNSHA)', 'Nowhere (ZZQQQ)'],
    ]);
    expect(await exportedPorts('jp')).toEqual([
      ['上海 (CNSHA)', 'ロッテルダム (NLRTM)'],
      ['上海 (CNSHA)', 'Nowhere (ZZQQQ)'],
    ]);
    expect(await exportedPorts('en')).toEqual([
      ['Shanghai (CNSHA)', 'Rotterdam (NLRTM)'],
      ['Shanghai (CNSHA)', 'Nowhere (ZZQQQ)'],
    ]);
  });
});
