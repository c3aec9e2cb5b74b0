import { eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { exportJobs } from '../../db/schema/index.js';

/**
 * Export jobs belong to the one caller who asked (user or guest), not to the organisation: an
 * export may hold rows of a wider data scope than a colleague's, so even the main account does
 * not see a sub-account's files (and the other way round).
 */
export function ownerCondition(caller: Caller): SQL {
  return caller.organizationId === null
    ? eq(exportJobs.guestId, caller.subject)
    : eq(exportJobs.ownerUserId, caller.subject);
}

export function ownerColumns(caller: Caller) {
  return caller.organizationId === null
    ? { guestId: caller.subject, ownerUserId: null, organizationId: null }
    : { guestId: null, ownerUserId: caller.subject, organizationId: caller.organizationId };
}
