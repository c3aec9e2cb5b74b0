import { AppError, type InvitationKind, StatusCode } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { invitations, organizations } from '../../db/schema/index.js';

export interface FoundInvitation {
  id: string;
  organizationId: string;
  organizationName: string;
  kind: InvitationKind;
  departmentId: string | null;
  expiresAt: Date;
  expired: boolean;
}

/** The undeleted invitation a token designates; an unknown or withdrawn token is 40400. */
export async function findInvitation(db: Database, pepper: string, token: string): Promise<FoundInvitation> {
  const [row] = await db.orm
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      organizationName: organizations.name,
      kind: invitations.kind,
      departmentId: invitations.departmentId,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(and(eq(invitations.tokenHash, keyedHash(pepper, token)), isNull(invitations.revokedAt)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK, 'This invitation link is not valid');
  return { ...row, expired: row.expiresAt.getTime() <= Date.now() };
}

/** The invitation, refusing (40000) an expired one with a message the join page can show. */
export async function findUsableInvitation(
  db: Database,
  pepper: string,
  token: string,
): Promise<FoundInvitation> {
  const invitation = await findInvitation(db, pepper, token);
  if (invitation.expired)
    throw new AppError(
      StatusCode.BAD_PARAMETER,
      'This invitation has expired; ask the organisation for a new link',
    );
  return invitation;
}
