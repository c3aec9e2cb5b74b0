import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportJobItem, ExportJobPage } from '@tracklane/domain';
import { type ExportRequest, exportJobsApi } from '../api/export-jobs-api';

/** Polling interval while one of the caller's exports is queued or running. */
export const EXPORT_POLL_MS = 1500;

const JOBS = 'exportJobs';
const jobsKey = (pageIndex: number, pageSize: number) => [JOBS, { pageIndex, pageSize }] as const;

/**
 * Exports this tab started: the list tells the member when each is ready, even one that finished
 * before the job list was first read again.
 */
export const startedExports = new Set<string>();

export const isPending = (job: Pick<ExportJobItem, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** The caller's export jobs, newest first; refreshed every 1.5 s while one of them is under way. */
export function useExportJobs(pageIndex = 1, pageSize = 10, { enabled = true, background = false } = {}) {
  return useQuery({
    queryKey: jobsKey(pageIndex, pageSize),
    queryFn: () => exportJobsApi.list({ pageIndex, pageSize }, background),
    enabled,
    refetchInterval: (query) => {
      const page = query.state.data as ExportJobPage | undefined;
      return page?.list.some(isPending) ? EXPORT_POLL_MS : false;
    },
  });
}

/** Queues an export of the ocean list; the job lists refresh (and start polling). */
export function useCreateExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportRequest) => exportJobsApi.create(body),
    onSuccess: (queued) => {
      startedExports.add(queued.id);
      return client.invalidateQueries({ queryKey: [JOBS] });
    },
  });
}
