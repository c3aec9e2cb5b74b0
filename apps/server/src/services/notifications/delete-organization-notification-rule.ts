import type { OrganizationNotificationRule } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizationNotificationRules } from '../../db/schema/index.js';
import { organizationNotificationRuleOf } from './organization-notification-rule-of.js';

/**
 * Removes the caller's organisation's rule (POST /application/rule/event/organization/delete,
 * `company.manage`): members without a rule of their own go back to the product's defaults.
 */
export async function deleteOrganizationNotificationRule({
  db,
  caller,
}: {
  db: Database;
  caller: Member;
}): Promise<OrganizationNotificationRule> {
  await requirePermission(db, caller, 'company.manage');
  await db.orm
    .delete(organizationNotificationRules)
    .where(eq(organizationNotificationRules.organizationId, caller.organizationId));
  return organizationNotificationRuleOf({ db, caller });
}
