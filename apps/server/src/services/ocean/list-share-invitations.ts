import type { ShareInvitation } from '@tracklane/domain';
import { desc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions, organizations, shareInvitations, users } from '../../db/schema/index.js';
import { openInvitationsOf } from './find-share-invitation.js';

/** The shipments other organisations offer the caller, newest first, waiting for a decision. */
export async function listShareInvitations({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<ShareInvitation[]> {
  const rows = await db.orm
    .select({
      id: shareInvitations.id,
      fromOrganization: organizations.name,
      fromUser: users.username,
      billNumber: oceanSubscriptions.billNumber,
      containerNumber: oceanSubscriptions.containerNumber,
      carrierCode: oceanSubscriptions.carrierCode,
      polCode: oceanSubscriptions.polCode,
      podCode: oceanSubscriptions.podCode,
      createdAt: shareInvitations.createdAt,
    })
    .from(shareInvitations)
    .innerJoin(oceanSubscriptions, eq(oceanSubscriptions.id, shareInvitations.subscriptionId))
    .innerJoin(organizations, eq(organizations.id, oceanSubscriptions.organizationId))
    .leftJoin(users, eq(users.id, shareInvitations.fromUserId))
    .where(openInvitationsOf(caller))
    .orderBy(desc(shareInvitations.createdAt), desc(shareInvitations.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    fromUser: r.fromUser ?? '',
    businessNumber: r.billNumber || r.containerNumber,
    billNumber: r.billNumber || null,
    containerNumber: r.containerNumber || null,
    createdAt: r.createdAt.toISOString(),
  }));
}
