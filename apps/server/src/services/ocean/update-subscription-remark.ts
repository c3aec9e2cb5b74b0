import { AppError, REMARK_MIN_LENGTH, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { findSubscription } from './find-subscription.js';

export const REMARK_MAX_LENGTH = 500;

/**
 * The remark after the call: without `regex` the contents replace it; with `regex` every
 * occurrence of that text in the remark is replaced by the contents (edit one tag of several).
 * The pattern is matched literally: a user-supplied regular expression could hang the server
 * (catastrophic backtracking), and the web only ever sends the tag it shows. Pure.
 */
export function nextRemark(current: string, regex: string | null | undefined, contents: string): string {
  if (!regex) return contents.trim();
  return current.split(regex).join(contents).trim();
}

/** POST /application/ocean/subscribe/:id/remark — at least 2 characters (platform.md §5). */
export async function updateSubscriptionRemark({
  db,
  caller,
  id,
  regex,
  contents,
}: {
  db: Database;
  caller: Caller;
  id: string;
  regex?: string | null;
  contents: string;
}): Promise<{ remark: string }> {
  const { subscription } = await findSubscription({ db, caller, id });
  const remark = nextRemark(subscription.remark, regex, contents);
  if ([...remark].length < REMARK_MIN_LENGTH || remark.length > REMARK_MAX_LENGTH) {
    throw new AppError(
      StatusCode.BAD_PARAMETER,
      `remark: at least ${REMARK_MIN_LENGTH} and at most ${REMARK_MAX_LENGTH} characters`,
    );
  }
  await db.orm.update(oceanSubscriptions).set({ remark }).where(eq(oceanSubscriptions.id, subscription.id));
  return { remark };
}
