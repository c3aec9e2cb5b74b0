import { DATA_SCOPES, ok, PERMISSIONS, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { deletePermissionGroup } from '../../services/organizations/delete-permission-group.js';
import { listPermissionGroups } from '../../services/organizations/list-permission-groups.js';
import { savePermissionGroup } from '../../services/organizations/save-permission-group.js';
import { ZNull } from '../auth/schemas.js';
import { ZIdParams, ZPermissionGroup } from './organization-schemas.js';

const ZGroupInput = z.object({
  name: z.string().max(100),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length * 2),
  dataScope: z.enum(DATA_SCOPES),
});
const ZSaved = ZEnvelope(z.object({ id: z.string() }));

export const permissionGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/organization/permission-groups',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Permission groups with member counts (permission.edit)',
        tags: ['organization'],
        response: { 200: ZEnvelope(z.array(ZPermissionGroup)) },
      },
    },
    async (request) => ok(await listPermissionGroups({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/auth/organization/permission-groups',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Create a permission group (permission.edit); 40300 for a scope the edition lacks',
        tags: ['organization'],
        body: ZGroupInput,
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      ok(await savePermissionGroup({ db: app.db, caller: memberOf(request), input: request.body })),
  );

  app.post(
    '/auth/organization/permission-groups/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Change a permission group (permission.edit); only the given fields',
        tags: ['organization'],
        params: ZIdParams,
        body: ZGroupInput.partial(),
        response: { 200: ZSaved },
      },
    },
    async (request) =>
      ok(
        await savePermissionGroup({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/auth/organization/permission-groups/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Delete a permission group (permission.edit); its members are left with no permissions',
        tags: ['organization'],
        params: ZIdParams,
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await deletePermissionGroup({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );
};
