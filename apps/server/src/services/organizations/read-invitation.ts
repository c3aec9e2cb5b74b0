import type { InvitationKind } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { findInvitation } from '../auth/find-invitation.js';

/**
 * What the join page shows before anyone signs in: who invites, to what, until when. Expired
 * links are still described (expired: true) so the page can say so; unknown ones are 40400.
 */
export async function readInvitation({
  db,
  pepper,
  token,
}: {
  db: Database;
  pepper: string;
  token: string;
}): Promise<{ organizationName: string; kind: InvitationKind; expiresAt: string; expired: boolean }> {
  const invitation = await findInvitation(db, pepper, token);
  return {
    organizationName: invitation.organizationName,
    kind: invitation.kind,
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expired,
  };
}
