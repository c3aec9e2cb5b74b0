import type { ImportJob, ImportPreview } from '@tracklane/domain';
import { request } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';

const I = '/application/ocean/import';

/** The bulk import calls (issue 22). Errors reject with a RequestError after the toast. */
export const importApi = {
  previewFile: async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (
      await request<ImportPreview>({ url: `${I}/preview`, method: 'POST', data: form, timeoutMs: 120_000 })
    ).data;
  },
  previewText: async (text: string) =>
    (await request<ImportPreview>({ url: `${I}/preview`, method: 'POST', data: { text }, timeoutMs: 60_000 }))
      .data,
  start: async (previewId: string) =>
    (await request<{ id: string }>({ url: I, method: 'POST', data: { previewId } })).data,
  job: async (id: string, params: { page?: number; pageSize?: number; status?: string } = {}) =>
    (
      await request<ImportJob>({
        url: `${I}/${encodeURIComponent(id)}`,
        params: params as Record<string, string | number>,
        silent: true,
      })
    ).data,
  /** The per-row results sheet, saved by the browser. */
  downloadResults: async (id: string, fileName: string) => {
    const { writeToken, language } = useSession.getState();
    const base = import.meta.env.VITE_API_BASE ?? '';
    const res = await fetch(`${base}${I}/${encodeURIComponent(id)}/results`, {
      headers: { ...(writeToken ? { Authorization: `Bearer ${writeToken}` } : {}), lang: language },
    });
    if (!res.ok) throw new Error(`results: HTTP ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
