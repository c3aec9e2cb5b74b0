import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { deleteDepartment } from '../../services/organizations/delete-department.js';
import { listDepartments } from '../../services/organizations/list-departments.js';
import { saveDepartment } from '../../services/organizations/save-department.js';
import { ZNull } from '../auth/schemas.js';
import { ZDepartment, ZIdParams } from './organization-schemas.js';

const ZName = z.object({ name: z.string().max(100) });
const ZSaved = ZEnvelope(z.object({ id: z.string(), name: z.string() }));

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/organization/departments',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Departments with member counts (company.view)',
        tags: ['organization'],
        response: { 200: ZEnvelope(z.array(ZDepartment)) },
      },
    },
    async (request) => ok(await listDepartments({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/auth/organization/departments',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Create a department (company.manage)',
        tags: ['organization'],
        body: ZName,
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      ok(await saveDepartment({ db: app.db, caller: memberOf(request), name: request.body.name })),
  );

  app.post(
    '/auth/organization/departments/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Rename a department (company.manage)',
        tags: ['organization'],
        params: ZIdParams,
        body: ZName,
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      ok(
        await saveDepartment({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          name: request.body.name,
        }),
      ),
  );

  app.delete(
    '/auth/organization/departments/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Delete a department (company.manage); its members keep working without one',
        tags: ['organization'],
        params: ZIdParams,
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await deleteDepartment({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );
};
