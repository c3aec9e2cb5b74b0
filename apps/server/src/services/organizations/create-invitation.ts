import { randomBytes } from 'node:crypto';
import {
  AppError,
  INVITATION_TTL_DAYS,
  type InvitationKind,
  invitationUrl,
  StatusCode,
} from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { departments, invitations } from '../../db/schema/index.js';

export interface CreatedInvitation {
  id: string;
  token: string;
  kind: InvitationKind;
  url: string;
  departmentId: string | null;
  expiresAt: string;
}

/** Who may hand out each kind of link. */
export const INVITE_PERMISSION = { employee: 'permission.edit', partner: 'partner.manage' } as const;

/**
 * Creates an invite link valid for 7 days. The token (256 random bits) is returned this once;
 * only its keyed hash is stored, like API keys, so a database dump holds no usable links.
 */
export async function createInvitation({
  db,
  pepper,
  caller,
  kind,
  departmentId,
}: {
  db: Database;
  pepper: string;
  caller: Member;
  kind: InvitationKind;
  departmentId?: string | null | undefined;
}): Promise<CreatedInvitation> {
  await requirePermission(db, caller, INVITE_PERMISSION[kind]);
  if (departmentId && kind !== 'employee')
    throw new AppError(StatusCode.BAD_PARAMETER, 'Only employee invitations name a department');
  if (departmentId) {
    const [d] = await db.orm
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, departmentId), eq(departments.organizationId, caller.organizationId)));
    if (!d) throw new AppError(StatusCode.WRONG_LINK, 'Department not found');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86400_000);
  const [row] = await db.orm
    .insert(invitations)
    .values({
      organizationId: caller.organizationId,
      kind,
      departmentId: departmentId ?? null,
      createdBy: caller.subject,
      tokenHash: keyedHash(pepper, token),
      expiresAt,
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('insert into invitations returned no row');
  return {
    id: row.id,
    token,
    kind,
    url: invitationUrl(token),
    departmentId: departmentId ?? null,
    expiresAt: expiresAt.toISOString(),
  };
}
