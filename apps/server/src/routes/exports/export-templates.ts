import {
  ok,
  ZEnvelope,
  ZExportTemplate,
  ZExportTemplateBody,
  ZExportTemplateId,
  ZExportTemplateOrder,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { copyExportTemplate } from '../../services/export-templates/copy-export-template.js';
import { createExportTemplate } from '../../services/export-templates/create-export-template.js';
import { deleteExportTemplate } from '../../services/export-templates/delete-export-template.js';
import { listExportTemplates } from '../../services/export-templates/list-export-templates.js';
import { orderExportTemplates } from '../../services/export-templates/order-export-templates.js';
import { saveExportTemplate } from '../../services/export-templates/save-export-template.js';

const tags = ['exports'];
const BASE = '/application/ocean/export/templates';

/**
 * Export templates (issue 22; platform.md §4, §9): members only (a guest has none). The default
 * template (id `default`) is listed first and read-only: save and delete answer 40300, copy works.
 */
export const exportTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "The caller's export templates: the read-only default first, then their own (at most 5) in order",
        tags,
        response: { 200: ZEnvelope(z.array(ZExportTemplate)) },
      },
    },
    async (request) =>
      ok(
        await listExportTemplates({
          db: app.db,
          caller: memberOf(request),
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    BASE,
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Create an export template (a sixth: 42900 template limit exceeded)',
        tags,
        body: ZExportTemplateBody,
        response: { 200: ZEnvelope(ZExportTemplate) },
      },
    },
    async (request) =>
      ok(
        await createExportTemplate({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    `${BASE}/order`,
    {
      config: { auth: 'member' },
      schema: {
        summary: "Reorder the caller's templates (ids in the new order; any not named follow)",
        tags,
        body: ZExportTemplateOrder,
        response: { 200: ZEnvelope(z.array(ZExportTemplate)) },
      },
    },
    async (request) =>
      ok(
        await orderExportTemplates({
          db: app.db,
          caller: memberOf(request),
          ids: request.body.ids,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    `${BASE}/:id`,
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Save a template: name, on/off, rows, fields, schedule (the default one: 40300)',
        tags,
        params: ZExportTemplateId,
        body: ZExportTemplateBody,
        response: { 200: ZEnvelope(ZExportTemplate) },
      },
    },
    async (request) =>
      ok(
        await saveExportTemplate({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          input: request.body,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    `${BASE}/:id/copy`,
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Copy a template, the default one too (counts against the 5; the schedule is not copied)',
        tags,
        params: ZExportTemplateId,
        response: { 200: ZEnvelope(ZExportTemplate) },
      },
    },
    async (request) =>
      ok(
        await copyExportTemplate({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    `${BASE}/:id/delete`,
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Delete a template (the default one: 40300)',
        tags,
        params: ZExportTemplateId,
        response: { 200: ZEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await deleteExportTemplate({ db: app.db, caller: memberOf(request), id: request.params.id })),
  );
};
