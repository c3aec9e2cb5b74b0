import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportJob,
  type ImportResult,
  type ImportRowStatus,
} from '@tracklane/domain';

/** Tag colours of the preview's verdicts (antd preset colours). */
export const STATUS_COLORS: Record<ImportRowStatus, string> = {
  ok: 'green',
  invalid: 'red',
  duplicate: 'orange',
  'unknown-carrier': 'gold',
  'already-tracked': 'blue',
  'over-limit': 'volcano',
};

export const RESULT_COLORS: Record<ImportResult, string> = {
  subscribed: 'green',
  'already-tracked': 'blue',
  'over-limit': 'volcano',
  skipped: 'default',
  failed: 'red',
};

/** Why a chosen file is refused before any upload; the server checks the same again. */
export function fileProblem(file: { name: string; size: number }): 'fileType' | 'tooLarge' | null {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'fileType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Non-empty lines of a paste: what the counter under the box shows, and > IMPORT_MAX_ROWS + 1 is refused here. */
export function pastedLines(text: string): number {
  return text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '').length;
}

export function pasteProblem(text: string): 'empty' | 'tooMany' | null {
  const lines = pastedLines(text);
  if (lines === 0) return 'empty';
  // One line may be a header.
  if (lines > IMPORT_MAX_ROWS + 1) return 'tooMany';
  return null;
}

export const isFinished = (job: Pick<ImportJob, 'status'> | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** What a job that stopped on a server error says about it (the server's words); null otherwise. */
export const jobFailure = (job: Pick<ImportJob, 'status' | 'failureReason'> | undefined): string | null =>
  job?.status === 'failed' ? (job.failureReason ?? null) : null;

/** Problems first is what the user reads; `onlyProblems` hides the ok rows. */
export function visibleRows<R extends { status: ImportRowStatus }>(
  rows: readonly R[],
  onlyProblems: boolean,
): R[] {
  return onlyProblems ? rows.filter((r) => r.status !== 'ok') : [...rows];
}
