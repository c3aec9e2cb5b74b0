import {
  AppError,
  type DataScope,
  type EffectiveEdition,
  effectiveEdition,
  type MemberRole,
  type Permission,
  StatusCode,
} from '@tracklane/domain';
import { count, eq } from 'drizzle-orm';
import { loadAccess } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations, users } from '../../db/schema/index.js';

export interface OrganizationDetails {
  id: string;
  name: string;
  clientId: string;
  createdAt: string;
  /** Every member row, pending and disabled included (the first slice's field). */
  members: number;
  info: { address: string; website: string; contactEmail: string; contactPhone: string };
  /** The edition in force (was the stored code as a string in the first slice). */
  edition: EffectiveEdition;
  /** Active members count against the edition's team size; pending ones do not (yet). */
  usage: { members: number; pending: number };
  me: { role: MemberRole; permissions: Permission[]; dataScope: DataScope };
}

/**
 * The caller's organisation: details, the edition in force with its limits, seat usage, and the
 * caller's own role and permissions (what the enterprise centre shows and hides). Pending members
 * may read it: the waiting page names the organisation.
 */
export async function getOrganization({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<OrganizationDetails> {
  const [org] = await db.orm.select().from(organizations).where(eq(organizations.id, caller.organizationId));
  if (!org) throw new AppError(StatusCode.TOKEN_INVALID);
  const rows = await db.orm
    .select({ status: users.status, n: count() })
    .from(users)
    .where(eq(users.organizationId, org.id))
    .groupBy(users.status);
  const byStatus = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  const access = await loadAccess(db, caller);
  return {
    id: org.id,
    name: org.name,
    clientId: org.clientId,
    createdAt: org.createdAt.toISOString(),
    members: rows.reduce((sum, r) => sum + r.n, 0),
    info: {
      address: org.address,
      website: org.website,
      contactEmail: org.contactEmail,
      contactPhone: org.contactPhone,
    },
    edition: effectiveEdition(org.edition, org.planValidUntil),
    usage: { members: byStatus('active'), pending: byStatus('pending') },
    me: { role: access.role, permissions: access.permissions, dataScope: access.dataScope },
  };
}
