import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/caller.js';

/**
 * Whose search and view logs a row is: the caller (a user, or a guest) within their organisation.
 * Every log query filters through this, so no service can forget the tenant filter.
 */
export function ownerCondition(
  table: { organizationId: AnyPgColumn; subject: AnyPgColumn },
  caller: Caller,
): SQL {
  const org =
    caller.organizationId === null
      ? isNull(table.organizationId)
      : eq(table.organizationId, caller.organizationId);
  return and(eq(table.subject, caller.subject), org) as SQL;
}
