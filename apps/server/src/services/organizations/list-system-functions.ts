import {
  enterpriseFunctionsFor,
  GUEST_FUNCTIONS,
  type Language,
  SYSTEM_FUNCTIONS,
  systemFunctionsFor,
} from '@tracklane/domain';
import { loadAccess } from '../../auth/access.js';
import type { Caller, Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';

/**
 * Features the caller may use (code and name). Members also get the enterprise-centre sections
 * their permissions open; pending members only what visitors get, until they are approved.
 */
export async function listSystemFunctions({
  db,
  caller,
  language,
}: {
  db: Database;
  caller: Caller | null;
  language: Language;
}): Promise<{ code: string; name: string }[]> {
  if (!caller || caller.loginKind === 'guest' || caller.organizationId === null)
    return systemFunctionsFor('guest', language);
  if (caller.pending)
    return GUEST_FUNCTIONS.map((code) => ({ code, name: SYSTEM_FUNCTIONS[code][language] }));
  const access = await loadAccess(db, caller as Member);
  return [...systemFunctionsFor('member', language), ...enterpriseFunctionsFor(access.permissions, language)];
}
