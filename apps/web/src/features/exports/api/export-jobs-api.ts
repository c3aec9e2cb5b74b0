import type { ExportJobPage, ExportQueued, OceanExportBody } from '@tracklane/domain';
import { request } from '../../../app/request';
import { buildHeaders, isInIframe } from '../../../app/request/headers';
import { useSession } from '../../../app/session/session-store';

/** The body of POST /application/ocean/export as sent (ZOceanExportBody's input: dates as ISO text). */
export type ExportRequest = Partial<Omit<OceanExportBody, 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo'>> &
  Record<string, unknown>;

/** Export jobs (wire: packages/domain/src/exports/export-wire.ts). */
export const exportJobsApi = {
  async list(params: { pageIndex: number; pageSize: number }, background = false) {
    return (
      await request<ExportJobPage>({
        url: '/exports/jobs',
        params,
        // The list's polling must not flash the top progress bar every 1.5 s.
        ...(background ? { loading: false, silent: true } : {}),
      })
    ).data;
  },
  /** Silent: the dialog shows the server's answer (a backlog, a disabled template) itself. */
  async create(body: ExportRequest) {
    return (
      await request<ExportQueued>({
        url: '/application/ocean/export',
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
};

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Downloads a finished export: the file answers only to its owner's token (a plain link would
 * carry none), so it is fetched with the same headers as every call and saved from a blob.
 */
export async function downloadExport(job: {
  id: string;
  fileName: string | null;
  downloadUrl: string | null;
}) {
  const { writeToken, readToken, language } = useSession.getState();
  const base = import.meta.env.VITE_API_BASE ?? '';
  const url = job.downloadUrl ?? `/exports/jobs/${encodeURIComponent(job.id)}/download`;
  const headers = buildHeaders(
    { writeToken, readToken },
    { token: 'read' },
    { language, inIframe: isInIframe(), referrer: document.referrer },
    false,
  );
  const response = await fetch(/^https?:/.test(url) ? url : `${base}${url}`, { headers });
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? job.fileName ?? `export-${job.id}`;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser the time to start saving before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
