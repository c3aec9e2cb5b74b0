import { isValidEmail, normalizeEmail } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { organizations } from '../../db/schema/index.js';

export interface OrganizationChanges {
  name?: string | undefined;
  address?: string | undefined;
  website?: string | undefined;
  contactEmail?: string | undefined;
  contactPhone?: string | undefined;
}

/** Changes the given company fields (company.manage). Empty strings clear optional ones. */
export async function updateOrganization({
  db,
  caller,
  changes,
}: {
  db: Database;
  caller: Member;
  changes: OrganizationChanges;
}): Promise<void> {
  await requirePermission(db, caller, 'company.manage');
  const set: Partial<typeof organizations.$inferInsert> = {};
  if (changes.name !== undefined) {
    if (!changes.name.trim()) throw fieldError('name', 'required', { label: 'companyName' });
    set.name = changes.name.trim();
  }
  if (changes.address !== undefined) set.address = changes.address.trim();
  if (changes.website !== undefined) set.website = changes.website.trim();
  if (changes.contactPhone !== undefined) set.contactPhone = changes.contactPhone.trim();
  if (changes.contactEmail !== undefined) {
    const email = changes.contactEmail.trim();
    if (email && !isValidEmail(email)) throw fieldError('contactEmail', 'invalid');
    set.contactEmail = email ? normalizeEmail(email) : '';
  }
  if (Object.keys(set).length === 0) return;
  await db.orm.update(organizations).set(set).where(eq(organizations.id, caller.organizationId));
}
