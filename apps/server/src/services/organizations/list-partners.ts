import { asc, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations, partnerLinks } from '../../db/schema/index.js';

/** The organisation's internal partners (partner.view); `id` is this side's link id. */
export async function listPartners({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<{ id: string; organizationName: string; clientId: string; since: string }[]> {
  await requirePermission(db, caller, 'partner.view');
  const rows = await db.orm
    .select({
      id: partnerLinks.id,
      organizationName: organizations.name,
      clientId: organizations.clientId,
      since: partnerLinks.createdAt,
    })
    .from(partnerLinks)
    .innerJoin(organizations, eq(organizations.id, partnerLinks.partnerOrganizationId))
    .where(eq(partnerLinks.organizationId, caller.organizationId))
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({ ...r, since: r.since.toISOString() }));
}
