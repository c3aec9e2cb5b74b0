import { Readable } from 'node:stream';
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
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { exportBuild } from '../../jobs/export-build.js';
import { createOceanExport } from '../../services/exports/create-ocean-export.js';
import { findExportFile } from '../../services/exports/find-export-file.js';
import { findSignedExportFile } from '../../services/exports/find-signed-export-file.js';
import { listExportJobs } from '../../services/exports/list-export-jobs.js';
import { exportTemplateRoutes } from './export-templates.js';

const tags = ['exports'];
const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

const ZSignedLink = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});

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
        summary:
          'Queue an export of the ocean list (its filters, no paging; a template, .xlsx or .csv, a selection); answers the job id',
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
    async (request) =>
      ok(
        await listExportJobs({
          db: app.db,
          caller: callerOf(request),
          language: requestLanguage(request),
          ...request.query,
        }),
      ),
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
      const { fileName, file, sizeBytes, format } = await findExportFile({
        db: app.db,
        caller: callerOf(request),
        id: request.params.id,
      });
      if (sizeBytes !== null) reply.header('content-length', sizeBytes);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(file));
    },
  );

  app.get(
    '/exports/jobs/:id/file',
    {
      // The e-mailed link: no token, the signature is the key (forged or expired: 40400).
      config: { auth: 'public' },
      schema: {
        summary: "A finished export's file by its signed, expiring link (the one e-mailed); no token",
        tags,
        params: ZExportJobId,
        querystring: ZSignedLink,
      },
    },
    async (request, reply) => {
      const { fileName, file, sizeBytes, format } = await findSignedExportFile({
        db: app.db,
        id: request.params.id,
        ...request.query,
      });
      if (sizeBytes !== null) reply.header('content-length', sizeBytes);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(file));
    },
  );
};
