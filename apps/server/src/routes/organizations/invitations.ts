import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { acceptInvitation } from '../../services/organizations/accept-invitation.js';
import { createInvitation } from '../../services/organizations/create-invitation.js';
import { listInvitations } from '../../services/organizations/list-invitations.js';
import { readInvitation } from '../../services/organizations/read-invitation.js';
import { revokeInvitation } from '../../services/organizations/revoke-invitation.js';
import { ZNull, ZTokenResponse } from '../auth/schemas.js';
import { ZIdParams, ZInvitation, ZInvitationKind } from './organization-schemas.js';

const ZTokenParams = z.object({ token: z.string().min(1).max(128) });

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/organization/invitations',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Create an invite link valid 7 days (employee: permission.edit; partner: partner.manage)',
        tags: ['organization'],
        body: z.object({ kind: ZInvitationKind, departmentId: z.uuid().nullable().optional() }),
        response: {
          200: ZEnvelope(
            ZInvitation.omit({ createdAt: true }).extend({
              token: z.string().describe('Shown in this answer only'),
              url: z.string().describe('The join page, e.g. /join?token=…'),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await createInvitation({
          db: app.db,
          pepper: app.auth.pepper,
          caller: memberOf(request),
          kind: request.body.kind,
          departmentId: request.body.departmentId,
        }),
      ),
  );

  app.get(
    '/auth/organization/invitations',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Active invite links of the kinds the caller may create (never their tokens)',
        tags: ['organization'],
        response: { 200: ZEnvelope(z.array(ZInvitation)) },
      },
    },
    async (request) => ok(await listInvitations({ db: app.db, caller: memberOf(request) })),
  );

  app.delete(
    '/auth/organization/invitations/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Withdraw an invite link',
        tags: ['organization'],
        params: ZIdParams,
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await revokeInvitation({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );

  app.get(
    '/auth/invitations/:token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Describe an invite link for the join page (40400 when unknown)',
        tags: ['organization'],
        params: ZTokenParams,
        response: {
          200: ZEnvelope(
            z.object({
              organizationName: z.string(),
              kind: ZInvitationKind,
              expiresAt: z.string(),
              expired: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(await readInvitation({ db: app.db, pepper: app.auth.pepper, token: request.params.token })),
  );

  app.post(
    '/auth/invitations/:token/accept',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'Accept an invite link: employee → join as a pending sub-account (answers a new token); partner → link the organisations',
        tags: ['organization'],
        params: ZTokenParams,
        response: {
          200: ZEnvelope(
            z.object({
              kind: ZInvitationKind,
              organizationName: z.string(),
              status: z.enum(['pending', 'linked']),
              session: ZTokenResponse.nullable().describe('employee: replaces the token of the call'),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await acceptInvitation({
          db: app.db,
          auth: app.auth,
          caller: memberOf(request),
          token: request.params.token,
        }),
      ),
  );
};
