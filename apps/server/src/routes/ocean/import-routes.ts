import multipart from '@fastify/multipart';
import {
  AppError,
  IMPORT_MAX_BYTES,
  importMessage,
  ok,
  StatusCode,
  ZEnvelope,
  ZImportId,
  ZImportJob,
  ZImportJobQuery,
  ZImportPreview,
  ZImportStartBody,
  ZImportTextBody,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { oceanImport } from '../../jobs/ocean-import.js';
import { getOceanImport } from '../../services/ocean/import/get-ocean-import.js';
import { previewOceanImport } from '../../services/ocean/import/preview-ocean-import.js';
import type { ImportSource } from '../../services/ocean/import/read-import-cells.js';
import { startOceanImport } from '../../services/ocean/import/start-ocean-import.js';
import { writeImportResults } from '../../services/ocean/import/write-import-results.js';

const I = '/application/ocean/import';
const tags = ['ocean'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bulk import (issue 22): preview a sheet or pasted cells, confirm, follow the job, download the
 * per-row results. Members only: the rows go to the caller's organisation.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin. The file limit stops an upload while it streams (busboy counts bytes).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    `${I}/preview`,
    {
      config: { auth: 'member' },
      // Pasted cells come as JSON; 2,000,000 characters of CJK text are up to 6 MB of UTF-8.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        summary:
          'Preview a bulk import: multipart field `file` (.xlsx or .csv, ≤ 50 MB, ≤ 5,000 rows) or JSON {text} of pasted cells; answers the validated rows and an id',
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZEnvelope(ZImportPreview) },
      },
    },
    async (request) => {
      const caller = memberOf(request);
      const language = requestLanguage(request);
      const source = await importSourceOf(request, language);
      return ok(
        await previewOceanImport({
          db: app.db,
          caller,
          source,
          carriers: app.referenceData.carriers,
          language,
        }),
      );
    },
  );

  app.post(
    I,
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Confirm a preview: queues the job that subscribes its ok rows (the edition's volume permitting)",
        tags,
        body: ZImportStartBody,
        response: { 200: ZEnvelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) =>
      ok(
        await startOceanImport({
          db: app.db,
          caller: memberOf(request),
          previewId: request.body.previewId,
          language: requestLanguage(request),
          enqueue: async (importId, tx) => app.jobs?.send(oceanImport, { importId }, { within: tx }),
        }),
      ),
  );

  app.get(
    `${I}/:id`,
    {
      config: { auth: 'member' },
      schema: {
        summary: "An import (the caller's own): status, progress, counts and a page of its rows",
        tags,
        params: ZImportId,
        querystring: ZImportJobQuery,
        response: { 200: ZEnvelope(ZImportJob) },
      },
    },
    async (request) =>
      ok(
        await getOceanImport({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          ...request.query,
        }),
      ),
  );

  app.get(
    `${I}/:id/results`,
    {
      config: { auth: 'member' },
      schema: {
        summary: "An import's per-row results as .xlsx (row, number, carrier, result, message)",
        tags,
        params: ZImportId,
      },
    },
    async (request, reply) => {
      const { fileName, file } = await writeImportResults({
        db: app.db,
        caller: memberOf(request),
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

async function importSourceOf(
  request: import('fastify').FastifyRequest,
  language: ReturnType<typeof requestLanguage>,
): Promise<ImportSource> {
  const bad = (key: Parameters<typeof importMessage>[0], params?: Record<string, number>) =>
    new AppError(StatusCode.BAD_PARAMETER, importMessage(key, language, params), {
      issues: [{ field: 'file', message: importMessage(key, language, params), code: 'custom' }],
    });
  if (!request.isMultipart()) {
    const parsed = ZImportTextBody.safeParse(request.body);
    if (!parsed.success) throw bad('noFile');
    return { kind: 'text', text: parsed.data.text };
  }
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw bad('noFile');
    const data = await file.toBuffer();
    return { kind: 'file', fileName: file.filename ?? '', data };
  } catch (err) {
    const code = (err as { code?: string }).code;
    // @fastify/multipart stops reading once the file passes the limit and throws its own 413.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw bad('tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
    if (code?.startsWith('FST_')) throw bad('corrupt');
    throw err;
  }
}
