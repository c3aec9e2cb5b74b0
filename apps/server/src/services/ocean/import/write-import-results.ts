import { type ImportResult, isLanguage, type Language } from '@tracklane/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Member } from '../../../auth/caller.js';
import type { Database } from '../../../db/database.js';
import { oceanImportRows } from '../../../db/schema/index.js';
import { findOwnImport } from './get-ocean-import.js';

const HEADERS: Record<Language, [string, string, string, string, string]> = {
  en: ['Row', 'Number', 'Carrier', 'Result', 'Message'],
  zh: ['行号', '单号', '船公司', '结果', '说明'],
  jp: ['行', '番号', '船会社', '結果', 'メッセージ'],
};

const RESULTS: Record<Language, Record<ImportResult | 'pending', string>> = {
  en: {
    subscribed: 'Subscribed',
    'already-tracked': 'Already tracked',
    'over-limit': 'Over the volume limit',
    skipped: 'Not imported',
    failed: 'Failed',
    pending: 'Pending',
  },
  zh: {
    subscribed: '已订阅',
    'already-tracked': '已在跟踪',
    'over-limit': '超出额度',
    skipped: '未导入',
    failed: '失败',
    pending: '等待中',
  },
  jp: {
    subscribed: '登録済み',
    'already-tracked': '追跡中',
    'over-limit': '枠超過',
    skipped: '未取り込み',
    failed: '失敗',
    pending: '待機中',
  },
};

/** Text a spreadsheet would run as a formula gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** GET /application/ocean/import/:id/results: one row per imported row, in the import's language. */
export async function writeImportResults({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<{ fileName: string; file: Buffer }> {
  const imp = await findOwnImport({ db, caller, id });
  const language: Language = isLanguage(imp.language) ? imp.language : 'en';
  const rows = await db.orm
    .select()
    .from(oceanImportRows)
    .where(eq(oceanImportRows.importId, id))
    .orderBy(asc(oceanImportRows.row));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('results');
  sheet.columns = HEADERS[language].map((header, i) => ({ header, width: [8, 22, 12, 18, 60][i] }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.row,
      inert(r.number),
      inert(r.carrier),
      RESULTS[language][r.result ?? 'pending'],
      inert(r.resultMessage || r.message),
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `import-results-${imp.createdAt.toISOString().slice(0, 10)}.xlsx`, file };
}
