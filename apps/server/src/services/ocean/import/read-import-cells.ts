import { AppError, IMPORT_MAX_ROWS, importMessage, type Language, StatusCode } from '@tracklane/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { checkXlsxZip, XLSX_MAX_UNPACKED_BYTES } from './check-xlsx-zip.js';

/** One line of the sheet as text cells, with its row number as a spreadsheet shows it. */
export interface ImportLine {
  row: number;
  cells: string[];
  /** Cells holding a formula with no cached value: never evaluated, so the row cannot be read. */
  formulaWithoutValue: boolean;
}

export type ImportSource = { kind: 'file'; fileName: string; data: Buffer } | { kind: 'text'; text: string };

const bad = (message: string, data?: Record<string, unknown>) =>
  new AppError(StatusCode.BAD_PARAMETER, message, data);

/**
 * The cells of an upload (.xlsx or .csv) or of pasted text, every cell as text. The kind is told
 * by content (a zip is an .xlsx), the name only refuses other types (.xls, .numbers, …). Bad
 * input is a 40000 from the import messages: not a sheet, a zip bomb (checkXlsxZip, before exceljs
 * inflates anything), text in neither UTF-8 nor GBK, more than IMPORT_MAX_ROWS rows.
 */
export async function readImportCells({
  source,
  language,
}: {
  source: ImportSource;
  language: Language;
}): Promise<ImportLine[]> {
  const lines =
    source.kind === 'text'
      ? linesOfText(source.text, language)
      : isZip(source.data)
        ? await linesOfXlsx(source.data, language)
        : linesOfCsvFile(source.fileName, source.data, language);
  const filled = lines.filter((l) => l.cells.some((c) => c.trim() !== '') || l.formulaWithoutValue);
  return filled;
}

/** Refuses more than IMPORT_MAX_ROWS data rows, naming the limit. */
export function assertRowLimit(count: number, language: Language): void {
  if (count > IMPORT_MAX_ROWS) {
    throw bad(importMessage('tooManyRows', language, { limit: IMPORT_MAX_ROWS, count }), {
      limit: IMPORT_MAX_ROWS,
      count,
    });
  }
}

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** Rows past the limit plus a header and some blank lines are not worth parsing. */
const PARSE_CAP = IMPORT_MAX_ROWS + 50;

function linesOfText(text: string, language: Language): ImportLine[] {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (raw.length > 0 && raw[raw.length - 1]?.trim() === '') raw.pop();
  const nonEmpty = raw.filter((l) => l.trim() !== '').length;
  assertRowLimit(nonEmpty - 1, language); // a header may take one line
  return raw.map((line, i) => ({ row: i + 1, cells: line.split('\t'), formulaWithoutValue: false }));
}

function linesOfCsvFile(fileName: string, data: Buffer, language: Language): ImportLine[] {
  if (!/\.(csv|txt|tsv)$/i.test(fileName) && /\.[a-z0-9]+$/i.test(fileName)) {
    throw bad(importMessage(/\.xlsx$/i.test(fileName) ? 'corrupt' : 'fileType', language));
  }
  const text = decodeText(data, language);
  if (text.includes('\u0000')) throw bad(importMessage('corrupt', language));
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // A sheet saved as "CSV" in some locales uses ';', and a .tsv tabs.
  const delimiter = firstLine.includes('\t')
    ? '\t'
    : firstLine.includes(';') && !firstLine.includes(',')
      ? ';'
      : ',';
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: PARSE_CAP,
    }) as string[][];
  } catch {
    throw bad(importMessage('corrupt', language));
  }
  if (records.length >= PARSE_CAP) assertRowLimit(countLines(text), language);
  return records.map((cells, i) => ({ row: i + 1, cells, formulaWithoutValue: false }));
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** UTF-8 (with or without a BOM), else GBK (what Excel in Chinese saves as CSV), else 40000. */
function decodeText(data: Buffer, language: Language): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    try {
      return new TextDecoder('gbk', { fatal: true }).decode(data);
    } catch {
      throw bad(importMessage('encoding', language));
    }
  }
}

async function linesOfXlsx(data: Buffer, language: Language): Promise<ImportLine[]> {
  const verdict = checkXlsxZip(data);
  if (!verdict.ok) {
    throw bad(
      verdict.reason === 'bomb'
        ? importMessage('bomb', language, { mb: XLSX_MAX_UNPACKED_BYTES / 1024 / 1024 })
        : importMessage('corrupt', language),
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw bad(importMessage('corrupt', language));
  }
  const sheet = workbook.worksheets.find((w) => w.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) throw bad(importMessage('corrupt', language));
  assertRowLimit(sheet.actualRowCount - 1, language);
  const lines: ImportLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    let formulaWithoutValue = false;
    for (let c = 1; c <= Math.min(row.cellCount, 4); c++) {
      const { text, noValue } = cellText(row.getCell(c).value);
      cells.push(text);
      formulaWithoutValue ||= noValue;
    }
    lines.push({ row: rowNumber, cells, formulaWithoutValue });
  });
  return lines;
}

/**
 * A cell's value as text. A formula is read as the value the spreadsheet cached when it saved
 * the file and never evaluated; one without a cached value is flagged.
 */
function cellText(value: ExcelJS.CellValue): { text: string; noValue: boolean } {
  if (value === null || value === undefined) return { text: '', noValue: false };
  if (typeof value === 'string') return { text: value, noValue: false };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), noValue: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), noValue: false };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result)) {
      return { text: '', noValue: true };
    }
    return cellText(result);
  }
  if ('richText' in value) return { text: value.richText.map((r) => r.text).join(''), noValue: false };
  if ('text' in value && typeof value.text === 'string') return { text: value.text, noValue: false };
  if ('error' in value) return { text: '', noValue: false };
  return { text: '', noValue: false };
}
