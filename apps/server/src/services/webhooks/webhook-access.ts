import type { Access } from '../../auth/access.js';
import { requirePermission } from '../../auth/access.js';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';

/**
 * Who may see and manage an organisation's webhooks. An endpoint receives every change of every
 * shipment the organisation tracks, whatever the data scope of the member who set it up, so
 * managing endpoints is an organisation setting: the main account, or a sub-account whose group
 * holds `company.manage`. Seeing them (and their delivery log) needs `company.view`.
 */
export function requireWebhookAccess(
  db: Database,
  caller: Member,
  intent: 'view' | 'manage',
): Promise<Access> {
  return intent === 'manage'
    ? requirePermission(db, caller, 'company.manage')
    : requirePermission(db, caller, 'company.view');
}
