import type { Language, ZonedTime } from '@tracklane/domain';
import ExcelJS from 'exceljs';
import type { SubscriptionItem } from '../ocean/subscription-item.js';
import {
  type ExportTimes,
  headersOf,
  OCEAN_EXPORT_COLUMNS,
  rowOf,
  SHEET_NAMES,
} from './ocean-export-columns.js';

const isTime = (value: unknown): value is ZonedTime =>
  typeof value === 'object' && value !== null && 'wallClock' in value;

/** The zone's label as literal text in the cell's number format: `yyyy-mm-dd hh:mm "GMT+8"`. */
export const timeFormat = (zone: string) => `yyyy-mm-dd hh:mm "${zone.replace(/"/g, '')}"`;

/**
 * Writes the items to an .xlsx file with exceljs's streaming writer: each row is committed (and
 * leaves memory) as soon as it is added, so 100,000 rows cost the file on disk, not the heap.
 * Shared strings are off for the same reason (that table would grow with every distinct value).
 */
export async function writeOceanWorkbook({
  path,
  language,
  times,
  batches,
}: {
  path: string;
  language: Language;
  times: ExportTimes;
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
  let rows = 0;
  for await (const batch of batches) {
    for (const item of batch) {
      // A time is a date cell holding the wall-clock time of its zone (what the pages show),
      // so it still sorts and filters as a date, with the zone's label in its format.
      const values = rowOf(item, times, language);
      const row = sheet.addRow(values.map((v) => (isTime(v) ? v.wallClock : v)));
      values.forEach((v, i) => {
        if (isTime(v)) row.getCell(i + 1).numFmt = timeFormat(v.zone);
      });
      row.commit();
      rows += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
