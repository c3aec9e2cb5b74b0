import { AppError, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** The caller's `uuidOfUser`: a guest's own id, a member's public user uuid. */
export async function getUserUuid({ db, caller }: { db: Database; caller: Caller }): Promise<string> {
  if (caller.loginKind === 'guest') return caller.subject;
  const [row] = await db.orm.select({ uuid: users.uuid }).from(users).where(eq(users.id, caller.subject));
  if (!row) throw new AppError(StatusCode.TOKEN_INVALID);
  return row.uuid;
}
