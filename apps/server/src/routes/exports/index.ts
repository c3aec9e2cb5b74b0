import {
  ok,
  ZEnvelope,
  ZExportJobId,
  ZExportJobPage,
  ZExportJobsQuery,
  ZExportQueued,
  ZOceanExportBody,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { exportBuild } from '../../jobs/export-build.js';
import { createOceanExport } from '../../services/exports/create-ocean-export.js';
import { findExportFile } from '../../services/exports/find-export-file.js';
import { listExportJobs } from '../../services/exports/list-export-jobs.js';
import { exportTemplateRoutes } from './export-templates.js';

const tags = ['exports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Exports (platform.md §7): the ocean export call, the caller's export jobs and their files. */
export const exportRoutes: FastifyPluginAsyncZod<{ pendingPerOrganization: number }> = async (
  app,
  { pendingPerOrganization },
) => {
  await app.register(exportTemplateRoutes);

  app.post(
    '/application/ocean/export',
    {
      // It creates an export job (and its file): a write.
      config: { auth: 'write' },
      schema: {
        summary: 'Queue an .xlsx export of the ocean list (its filters, no paging); answers the job id',
        tags,
        body: ZOceanExportBody,
        response: { 200: ZEnvelope(ZExportQueued) },
      },
    },
    async (request) => {
      const { language, ...query } = request.body;
      return ok(
        await createOceanExport({
          db: app.db,
          caller: callerOf(request),
          query,
          language: language ?? requestLanguage(request),
          pendingLimit: pendingPerOrganization,
          enqueue: async (exportJobId) => app.jobs?.send(exportBuild, { exportJobId }),
        }),
      );
    },
  );

  app.get(
    '/exports/jobs',
    {
      config: { auth: 'read' },
      schema: {
        summary: "The caller's export jobs of the last 7 days, newest first (first page 1, size 10)",
        tags,
        querystring: ZExportJobsQuery,
        response: { 200: ZEnvelope(ZExportJobPage) },
      },
    },
    async (request) => ok(await listExportJobs({ db: app.db, caller: callerOf(request), ...request.query })),
  );

  app.get(
    '/exports/jobs/:id/download',
    {
      config: { auth: 'read' },
      schema: {
        summary: "A finished export's file; only its owner (anyone else, or not ready: 40400)",
        tags,
        params: ZExportJobId,
      },
    },
    async (request, reply) => {
      const { fileName, file } = await findExportFile({
        db: app.db,
        caller: callerOf(request),
        id: request.params.id,
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
