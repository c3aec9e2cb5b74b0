import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { escapeCellText } from './escape-cell-text.js';
import type { CellValue } from './export-field-values.js';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // A time: its zone's wall clock as yyyy-mm-dd hh:mm, which spreadsheets read as a date.
  const text = typeof value === 'string' ? escapeCellText(value) : value.text;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: CellValue[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * Writes an export's rows as CSV (hand-written, RFC 4180: CRLF line ends, quoting as needed),
 * UTF-8 with a BOM so spreadsheets read Chinese and Japanese right. Streamed to the file a batch
 * at a time, waiting for the disk when it is behind.
 */
export async function writeExportCsv({
  path,
  headers,
  batches,
  onRows,
}: {
  path: string;
  headers: string[];
  batches: AsyncIterable<CellValue[][]>;
  onRows?: (rows: number) => Promise<void>;
}): Promise<number> {
  const out = createWriteStream(path);
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  let rows = 0;
  try {
    await write(`\uFEFF${line(headers)}`);
    for await (const batch of batches) {
      await write(batch.map(line).join(''));
      rows += batch.length;
      await onRows?.(rows);
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}
