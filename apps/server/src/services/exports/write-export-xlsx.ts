import type { Language, ZonedTime } from '@tracklane/domain';
import ExcelJS from 'exceljs';
import { escapeCellText } from './escape-cell-text.js';
import type { CellValue } from './export-field-values.js';

/** The sheet's name in the export's language. */
export const SHEET_NAMES: Record<Language, string> = { zh: '海运跟踪', en: 'Ocean tracking', jp: '海上追跡' };

/** The zone's label as literal text in the cell's number format: `yyyy-mm-dd hh:mm "GMT+8"`. */
export const timeFormat = (zone: string) => `yyyy-mm-dd hh:mm "${zone.replace(/"/g, '')}"`;

const isTime = (value: CellValue): value is ZonedTime => typeof value === 'object' && value !== null;

/**
 * Writes an export's rows to an .xlsx file with exceljs's streaming WorkbookWriter: each row is
 * committed (and leaves memory) as it is added; shared strings are off (that table would grow
 * with every distinct value). Frozen header row, auto-filter over the header, the catalogue's
 * widths. A time is a date cell holding its zone's wall clock, the zone's label in its format;
 * text that could be taken for a formula is escaped. `onRows` hears the running count.
 */
export async function writeExportXlsx({
  path,
  sheetName,
  headers,
  widths,
  batches,
  onRows,
}: {
  path: string;
  sheetName: string;
  headers: string[];
  widths: number[];
  batches: AsyncIterable<CellValue[][]>;
  onRows?: (rows: number) => Promise<void>;
}): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Header row to the last column; the filter's arrows cover every row below it.
    autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, headers.length) } },
  } as Partial<ExcelJS.AddWorksheetOptions>);
  sheet.columns = widths.map((width, i) => ({ key: `c${i}`, width }));
  const header = sheet.addRow(headers.map(escapeCellText));
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const values of batch) {
      const row = sheet.addRow(
        values.map((v) => (isTime(v) ? v.wallClock : typeof v === 'string' ? escapeCellText(v) : v)),
      );
      values.forEach((v, i) => {
        if (isTime(v)) row.getCell(i + 1).numFmt = timeFormat(v.zone);
      });
      row.commit();
      rows += 1;
    }
    await onRows?.(rows);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
