import { AppError, type InvitationKind, StatusCode, type TokenResponse } from '@tracklane/domain';
import { count, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations, partnerLinks, users } from '../../db/schema/index.js';
import { findUsableInvitation } from '../auth/find-invitation.js';
import { issueSession } from '../auth/issue-session.js';
import { revokeSessions } from '../auth/revoke-sessions.js';

export interface AcceptedInvitation {
  kind: InvitationKind;
  organizationName: string;
  /** employee: 'pending' (waiting for approval); partner: 'linked'. */
  status: 'pending' | 'linked';
  /** employee: a new write token for the new organisation (every older session is revoked). */
  session: TokenResponse | null;
}

/**
 * Accepts an invite link. Employee: the caller, main and only member of an organisation of
 * their own, moves to the inviting one as a pending sub-account and their empty organisation is
 * retired (deleted with its keys and sessions). Partner: the two organisations become partners
 * (needs partner.manage on the accepting side).
 */
export async function acceptInvitation({
  db,
  auth,
  caller,
  token,
}: {
  db: Database;
  auth: AuthContext;
  caller: Member;
  token: string;
}): Promise<AcceptedInvitation> {
  const invitation = await findUsableInvitation(db, auth.pepper, token);
  const { organizationName } = invitation;
  if (invitation.organizationId === caller.organizationId)
    throw new AppError(StatusCode.BAD_PARAMETER, 'This invitation comes from your own organisation');

  if (invitation.kind === 'partner') {
    await requirePermission(db, caller, 'partner.manage');
    await db.orm
      .insert(partnerLinks)
      .values([
        { organizationId: caller.organizationId, partnerOrganizationId: invitation.organizationId },
        { organizationId: invitation.organizationId, partnerOrganizationId: caller.organizationId },
      ])
      .onConflictDoNothing();
    return { kind: 'partner', organizationName, status: 'linked', session: null };
  }

  const [me] = await db.orm.select({ role: users.role }).from(users).where(eq(users.id, caller.subject));
  const [members] = await db.orm
    .select({ n: count() })
    .from(users)
    .where(eq(users.organizationId, caller.organizationId));
  if (me?.role !== 'main' || (members?.n ?? 0) !== 1)
    throw new AppError(
      StatusCode.BAD_PARAMETER,
      'Only the main account of an organisation without other members can join another organisation; leave or empty your organisation first',
    );
  const oldOrganizationId = caller.organizationId;
  await db.orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        organizationId: invitation.organizationId,
        role: 'sub',
        status: 'pending',
        departmentId: invitation.departmentId,
        permissionGroupId: null,
      })
      .where(eq(users.id, caller.subject));
    await tx.delete(organizations).where(eq(organizations.id, oldOrganizationId));
  });
  // Tokens name the old organisation: end them all and hand out one for the new one.
  await revokeSessions({ db, userId: caller.subject });
  const session = await issueSession({
    db,
    auth,
    subject: { userId: caller.subject },
    organizationId: invitation.organizationId,
    tokenType: 'write',
    loginKind: 'normal',
  });
  return { kind: 'employee', organizationName, status: 'pending', session };
}
