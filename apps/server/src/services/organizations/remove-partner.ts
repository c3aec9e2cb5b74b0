import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq, or } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { partnerLinks } from '../../db/schema/index.js';

/** Ends a partnership (partner.manage), for both sides at once. */
export async function removePartner({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Member;
  id: string;
}): Promise<void> {
  await requirePermission(db, caller, 'partner.manage');
  const [link] = await db.orm
    .select()
    .from(partnerLinks)
    .where(and(eq(partnerLinks.id, id), eq(partnerLinks.organizationId, caller.organizationId)));
  if (!link) throw new AppError(StatusCode.WRONG_LINK);
  const { organizationId: mine, partnerOrganizationId: theirs } = link;
  await db.orm
    .delete(partnerLinks)
    .where(
      or(
        and(eq(partnerLinks.organizationId, mine), eq(partnerLinks.partnerOrganizationId, theirs)),
        and(eq(partnerLinks.organizationId, theirs), eq(partnerLinks.partnerOrganizationId, mine)),
      ),
    );
}
