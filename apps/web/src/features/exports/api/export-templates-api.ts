import type { ExportTemplate, ExportTemplateBody } from '@tracklane/domain';
import { request } from '../../../app/request';

const BASE = '/application/ocean/export/templates';

/**
 * Export templates (wire: packages/domain/src/exports/export-template-wire.ts). Saves are silent:
 * the page shows field problems on their fields and the template limit above the list.
 */
export const exportTemplatesApi = {
  async list() {
    return (await request<ExportTemplate[]>({ url: BASE })).data;
  },
  async create(body: ExportTemplateBody) {
    return (await request<ExportTemplate>({ url: BASE, method: 'POST', data: body, silent: true })).data;
  },
  async save(id: string, body: ExportTemplateBody) {
    return (
      await request<ExportTemplate>({
        url: `${BASE}/${encodeURIComponent(id)}`,
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
  async copy(id: string) {
    return (
      await request<ExportTemplate>({
        url: `${BASE}/${encodeURIComponent(id)}/copy`,
        method: 'POST',
        data: {},
        silent: true,
      })
    ).data;
  },
  async remove(id: string) {
    await request({ url: `${BASE}/${encodeURIComponent(id)}/delete`, method: 'POST', data: {} });
  },
  async reorder(ids: string[]) {
    await request({ url: `${BASE}/order`, method: 'POST', data: { ids } });
  },
};
