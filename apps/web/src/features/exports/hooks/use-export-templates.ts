import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportTemplate, ExportTemplateBody } from '@tracklane/domain';
import { exportTemplatesApi } from '../api/export-templates-api';

/** TanStack Query key of the member's export templates (DESIGN.md §6: `[resource, params]`). */
export const EXPORT_TEMPLATES_KEY = ['exportTemplates', {}] as const;

/** The default template first, then the member's own in their order. */
export function useExportTemplates(enabled = true) {
  return useQuery({ queryKey: EXPORT_TEMPLATES_KEY, queryFn: exportTemplatesApi.list, enabled });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EXPORT_TEMPLATES_KEY });
}

export function useCreateExportTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ExportTemplateBody) => exportTemplatesApi.create(body),
    onSuccess: refresh,
  });
}

export function useSaveExportTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExportTemplateBody }) => exportTemplatesApi.save(id, body),
    onSuccess: refresh,
  });
}

export function useCopyExportTemplate() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => exportTemplatesApi.copy(id), onSuccess: refresh });
}

export function useDeleteExportTemplate() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => exportTemplatesApi.remove(id), onSuccess: refresh });
}

/** Moves the member's templates into `ids`' order at once, and back if the server refuses. */
export function useReorderExportTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => exportTemplatesApi.reorder(ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: EXPORT_TEMPLATES_KEY });
      const before = client.getQueryData<ExportTemplate[]>(EXPORT_TEMPLATES_KEY);
      if (before) {
        const byId = new Map(before.map((t) => [t.id, t]));
        const own = ids.flatMap((id) => byId.get(id) ?? []);
        client.setQueryData(EXPORT_TEMPLATES_KEY, [...before.filter((t) => t.readOnly), ...own]);
      }
      return { before };
    },
    onError: (_e, _ids, context) => {
      if (context?.before) client.setQueryData(EXPORT_TEMPLATES_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: EXPORT_TEMPLATES_KEY }),
  });
}
