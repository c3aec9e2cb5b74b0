import {
  AppError,
  type CarrierRegistry,
  detectCarrier,
  emptyImportCounts,
  IMPORT_HEADER_ALIASES,
  IMPORT_PREVIEW_TTL_MS,
  type ImportColumn,
  type ImportPreview,
  type ImportPreviewRow,
  importMessage,
  importNumberKind,
  type Language,
  StatusCode,
  validateSubscribeInput,
} from '@tracklane/domain';
import type { Member } from '../../../auth/caller.js';
import { scopeOf } from '../../../auth/subscription-scope.js';
import type { Database } from '../../../db/database.js';
import { oceanImportRows, oceanImports } from '../../../db/schema/index.js';
import { subscriptionQuota } from '../subscription-quota.js';
/** A client name longer than this is refused (update-subscription-client.ts has the same rule). */
import { CLIENT_MAX_LENGTH } from '../update-subscription-client.js';
import { deleteExpiredImports } from './delete-expired-imports.js';
import { findTrackedNumbers } from './find-tracked-numbers.js';
import { assertRowLimit, type ImportLine, type ImportSource, readImportCells } from './read-import-cells.js';
/** Rows in the preview's answer; the rest by GET …/import/:id. */
export const PREVIEW_ANSWER_ROWS = 500;
const INSERT_CHUNK = 1000;

/**
 * POST /application/ocean/import/preview: reads the file or paste (read-import-cells.ts), judges
 * every row by the subscribe rules (validateSubscribeInput, the carrier given or detected as
 * AUTO does, one number once, already tracked by the organisation) and against what is left of
 * the edition's yearly volume (valid rows past it are over-limit), stores the verdicts (kept a
 * day) and answers them with the preview's id. Nothing is subscribed yet.
 */
export async function previewOceanImport({
  db,
  caller,
  source,
  carriers,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  source: ImportSource;
  carriers: CarrierRegistry;
  language: Language;
  now?: Date;
}): Promise<ImportPreview> {
  const lines = await readImportCells({ source, language });
  const { columns, data } = splitHeader(lines);
  assertRowLimit(data.length, language);
  if (data.length === 0) throw new AppError(StatusCode.BAD_PARAMETER, importMessage('empty', language));

  const scope = await scopeOf(db, caller);
  if (scope.kind !== 'organization') throw new AppError(StatusCode.NO_PERMISSION);
  const rows = judgeRows(data, columns, carriers, language);

  const tracked = await findTrackedNumbers({
    db,
    organizationId: scope.organizationId,
    rows: rows.filter((r) => r.status === 'ok'),
  });
  const quota = await subscriptionQuota({ db, scope, now });
  let fits = 0;
  for (const row of rows) {
    if (row.status !== 'ok') continue;
    if (tracked.has(row.number)) {
      Object.assign(row, { status: 'already-tracked', message: importMessage('alreadyTracked', language) });
    } else if (fits >= quota.remaining) {
      Object.assign(row, {
        status: 'over-limit',
        message: importMessage('overLimit', language, { remaining: quota.remaining }),
      });
    } else fits++;
  }
  const counts = emptyImportCounts();
  for (const row of rows) counts[row.status]++;

  const expiresAt = new Date(now.getTime() + IMPORT_PREVIEW_TTL_MS);
  const id = await db.orm.transaction(async (tx) => {
    await deleteExpiredImports({ db: { orm: tx }, now });
    const [created] = await tx
      .insert(oceanImports)
      .values({
        organizationId: scope.organizationId,
        ownerUserId: caller.subject,
        language,
        total: rows.length,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: oceanImports.id });
    if (!created) throw new AppError(StatusCode.SERVER_ERROR);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx
        .insert(oceanImportRows)
        .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ importId: created.id, ...r })));
    }
    return created.id;
  });

  // Problems first (what the user must look at), then the rows that will be subscribed.
  const answer = [...rows.filter((r) => r.status !== 'ok'), ...rows.filter((r) => r.status === 'ok')]
    .slice(0, PREVIEW_ANSWER_ROWS)
    .sort((a, b) => a.row - b.row);
  return {
    id,
    total: rows.length,
    counts,
    remainingVolume: quota.remaining,
    fits,
    expiresAt: expiresAt.toISOString(),
    rows: answer,
  };
}

const DEFAULT_COLUMNS: Record<ImportColumn, number> = { number: 0, carrier: 1, remark: 2, client: 3 };
const squash = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_\-:：*]/g, '');

/**
 * A first row naming a number column (in zh, en or jp) is a header, and its names place the
 * columns; otherwise the columns are number, carrier, remark, client in that order.
 */
export function splitHeader(lines: ImportLine[]): {
  columns: Record<ImportColumn, number>;
  data: ImportLine[];
} {
  const first = lines[0];
  if (!first) return { columns: DEFAULT_COLUMNS, data: [] };
  const names = first.cells.map(squash);
  const columnOf = (column: ImportColumn) =>
    names.findIndex((n) => (IMPORT_HEADER_ALIASES[column] as readonly string[]).includes(n));
  const number = columnOf('number');
  if (number < 0) return { columns: DEFAULT_COLUMNS, data: lines };
  return {
    columns: { number, carrier: columnOf('carrier'), remark: columnOf('remark'), client: columnOf('client') },
    data: lines.slice(1),
  };
}

/** Carrier codes, alternative SCACs and names (upper-cased) → our code. */
function carrierLookup(carriers: CarrierRegistry): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of carriers.all()) {
    for (const key of [c.name, c.shortName, ...c.alternativeScacs, c.nameCn ?? '']) {
      if (key && !map.has(key.trim().toUpperCase())) map.set(key.trim().toUpperCase(), c.code);
    }
  }
  for (const c of carriers.all()) map.set(c.code.toUpperCase(), c.code);
  return map;
}

/** Each row's verdict from its own cells and the rows before it (pure apart from the registry). */
export function judgeRows(
  lines: ImportLine[],
  columns: Record<ImportColumn, number>,
  carriers: CarrierRegistry,
  language: Language,
): ImportPreviewRow[] {
  const lookup = carrierLookup(carriers);
  const firstRowOf = new Map<string, number>();
  const cell = (line: ImportLine, column: ImportColumn) =>
    columns[column] < 0 ? '' : (line.cells[columns[column]] ?? '').trim();
  return lines.map((line) => {
    const number = cell(line, 'number').toUpperCase().replace(/\s/g, '');
    const kind = importNumberKind(number);
    const carrierCell = cell(line, 'carrier');
    const base = {
      row: line.row,
      number,
      kind,
      carrier: carrierCell.toUpperCase(),
      remark: cell(line, 'remark'),
      client: cell(line, 'client'),
    };
    const verdict = (status: ImportPreviewRow['status'], message = ''): ImportPreviewRow => ({
      ...base,
      status,
      message,
    });
    if (line.formulaWithoutValue) return verdict('invalid', importMessage('formulaNoValue', language));
    let valid: ReturnType<typeof validateSubscribeInput>;
    try {
      valid = validateSubscribeInput(
        {
          [kind === 'container' ? 'containerNumber' : 'billNumber']: number,
          // The carrier column's own check comes below (names are accepted too).
          remark: base.remark,
        },
        language,
      );
    } catch (err) {
      if (err instanceof AppError) return verdict('invalid', err.message);
      throw err;
    }
    if ([...base.client].length > CLIENT_MAX_LENGTH) {
      return verdict('invalid', importMessage('clientTooLong', language, { max: CLIENT_MAX_LENGTH }));
    }
    const first = firstRowOf.get(number);
    if (first !== undefined)
      return verdict('duplicate', importMessage('duplicate', language, { row: first }));
    firstRowOf.set(number, line.row);
    if (carrierCell) {
      const code = lookup.get(carrierCell.toUpperCase());
      if (!code)
        return verdict(
          'unknown-carrier',
          importMessage('unknownCarrier', language, { carrier: carrierCell }),
        );
      base.carrier = code;
    } else {
      const detection = detectCarrier(carriers, valid);
      if (!detection.ok) return verdict('unknown-carrier', importMessage('undetectedCarrier', language));
      base.carrier = detection.carrierCode;
    }
    return verdict('ok');
  });
}
