import { AppError, StatusCode } from '@tracklane/domain';
import { count, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations, users } from '../../db/schema/index.js';

export interface OrganizationSummary {
  id: string;
  name: string;
  clientId: string;
  edition: string;
  createdAt: string;
  members: number;
}

/** The caller's organisation with its member count. */
export async function getOrganization({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<OrganizationSummary> {
  const [org] = await db.orm.select().from(organizations).where(eq(organizations.id, caller.organizationId));
  if (!org) throw new AppError(StatusCode.TOKEN_INVALID);
  const [members] = await db.orm.select({ n: count() }).from(users).where(eq(users.organizationId, org.id));
  return { ...org, createdAt: org.createdAt.toISOString(), members: members?.n ?? 0 };
}
