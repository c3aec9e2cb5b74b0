import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { approveMember } from '../../services/organizations/approve-member.js';
import { listMembers } from '../../services/organizations/list-members.js';
import { setMemberStatus } from '../../services/organizations/set-member-status.js';
import { updateMember } from '../../services/organizations/update-member.js';
import { ZNull } from '../auth/schemas.js';
import { ZIdParams, ZMember } from './organization-schemas.js';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/organization/members',
    {
      config: { auth: 'member' },
      schema: {
        summary: "The organisation's members (company.view or permission.edit)",
        tags: ['organization'],
        response: { 200: ZEnvelope(z.array(ZMember)) },
      },
    },
    async (request) => ok(await listMembers({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/auth/organization/members/:id/approve',
    {
      config: { auth: 'member' },
      schema: {
        summary: "Approve a pending member (permission.edit); 40300 when the edition's team is full",
        tags: ['organization'],
        params: ZIdParams,
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await approveMember({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );

  app.post(
    '/auth/organization/members/:id/status',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Disable (signs them out) or re-enable a sub-account (permission.edit)',
        tags: ['organization'],
        params: ZIdParams,
        body: z.object({ disabled: z.boolean() }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setMemberStatus({ db: app.db, caller: memberOf(request), id, disabled: request.body.disabled });
      return ok(null);
    },
  );

  app.post(
    '/auth/organization/members/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: "Set a member's department and/or permission group (permission.edit); null clears",
        tags: ['organization'],
        params: ZIdParams,
        body: z.object({
          departmentId: z.uuid().nullable().optional(),
          permissionGroupId: z.uuid().nullable().optional(),
        }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await updateMember({
        db: app.db,
        caller: memberOf(request),
        id: request.params.id,
        changes: request.body,
      });
      return ok(null);
    },
  );
};
