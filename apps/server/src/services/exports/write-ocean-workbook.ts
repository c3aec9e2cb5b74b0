import type { Language } from '@tracklane/domain';
import ExcelJS from 'exceljs';
import type { SubscriptionItem } from '../ocean/subscription-item.js';
import { headersOf, OCEAN_EXPORT_COLUMNS, rowOf, SHEET_NAMES } from './ocean-export-columns.js';

/**
 * Writes the items to an .xlsx file with exceljs's streaming writer: each row is committed (and
 * leaves memory) as soon as it is added, so 100,000 rows cost the file on disk, not the heap.
 * Shared strings are off for the same reason (that table would grow with every distinct value).
 */
export async function writeOceanWorkbook({
  path,
  language,
  batches,
}: {
  path: string;
  language: Language;
  /** The rows, a batch at a time, in the list's order. */
  batches: AsyncIterable<SubscriptionItem[]>;
}): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(SHEET_NAMES[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = OCEAN_EXPORT_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  const header = sheet.addRow(headersOf(language));
  header.font = { bold: true };
  header.commit();
  const dateColumns = OCEAN_EXPORT_COLUMNS.flatMap((c, i) =>
    c.key === 'departure' || c.key === 'arrival' || c.key === 'updateTime' ? [i + 1] : [],
  );
  let rows = 0;
  for await (const batch of batches) {
    for (const item of batch) {
      const row = sheet.addRow(rowOf(item));
      for (const column of dateColumns) row.getCell(column).numFmt = 'yyyy-mm-dd hh:mm';
      row.commit();
      rows += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
