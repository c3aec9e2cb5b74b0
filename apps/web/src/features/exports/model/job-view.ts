import type { ExportJobItem } from '@tracklane/domain';

/** A job's progress in percent (0–100), or null while the build has not counted its rows. */
export function progressPercent(job: Pick<ExportJobItem, 'status' | 'progress'>): number | null {
  if (job.status === 'done') return 100;
  const { done, total } = job.progress;
  if (total === null) return null;
  if (total === 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** A file size as people read it: 812 B, 14.2 KB, 3.4 MB; a dash when unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
