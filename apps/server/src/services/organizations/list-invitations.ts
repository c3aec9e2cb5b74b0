import { AppError, hasPermission, type InvitationKind, StatusCode } from '@tracklane/domain';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { loadAccess } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { invitations } from '../../db/schema/index.js';
import { INVITE_PERMISSION } from './create-invitation.js';

export interface InvitationRow {
  id: string;
  kind: InvitationKind;
  departmentId: string | null;
  createdAt: string;
  expiresAt: string;
}

/** Unexpired, undeleted links of the kinds the caller may hand out (never their tokens). */
export async function listInvitations({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<InvitationRow[]> {
  const access = await loadAccess(db, caller);
  const kinds = (['employee', 'partner'] as const).filter((k) =>
    hasPermission(access.permissions, INVITE_PERMISSION[k]),
  );
  if (kinds.length === 0) throw new AppError(StatusCode.NO_PERMISSION);
  const rows = await db.orm
    .select({
      id: invitations.id,
      kind: invitations.kind,
      departmentId: invitations.departmentId,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, caller.organizationId),
        inArray(invitations.kind, kinds),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}
