import type { Permission } from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import { bearer, type Member, registerMember } from './auth.js';

export interface SubAccount extends Member {
  id: string;
}

/** A call with a member's token; the parsed envelope back. */
export async function call(
  app: FastifyInstance,
  who: { token: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  // biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
): Promise<any> {
  const res = await app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  return res.json();
}

export async function createInvite(
  app: FastifyInstance,
  owner: { token: string },
  kind: 'employee' | 'partner' = 'employee',
  departmentId?: string,
): Promise<{ id: string; token: string; url: string; expiresAt: string }> {
  const body = await call(app, owner, 'POST', '/auth/organization/invitations', { kind, departmentId });
  if (body.statusCode !== 20000) throw new Error(`invitation failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A sub-account of `owner`'s organisation, registered with an employee invitation; approved
 * unless `pending`; with `permissions`, in a new permission group holding them.
 */
export async function addSubAccount(
  app: FastifyInstance,
  owner: { token: string },
  username: string,
  options: { pending?: boolean; permissions?: Permission[]; dataScope?: 'all' | 'related' } = {},
): Promise<SubAccount> {
  const invite = await createInvite(app, owner);
  const member = await registerMember(app, username, { inviteToken: invite.token });
  const id: string = (await call(app, member, 'GET', '/auth/user/current')).data.id;
  if (!options.pending) {
    const approved = await call(app, owner, 'POST', `/auth/organization/members/${id}/approve`);
    if (approved.statusCode !== 20000) throw new Error(`approve failed: ${JSON.stringify(approved)}`);
  }
  if (options.permissions) {
    const group = await call(app, owner, 'POST', '/auth/organization/permission-groups', {
      name: `${username} group`,
      permissions: options.permissions,
      dataScope: options.dataScope ?? 'related',
    });
    if (group.statusCode !== 20000) throw new Error(`group failed: ${JSON.stringify(group)}`);
    await call(app, owner, 'POST', `/auth/organization/members/${id}`, { permissionGroupId: group.data.id });
  }
  return { ...member, id };
}
