import { AppError, checkPasswordPair, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError, passwordError } from '../../auth/field-error.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { revokeSessions } from './revoke-sessions.js';

/**
 * Changes the caller's own password (the old one must be right) and signs out their other
 * sessions: whoever else held a token of this account loses it.
 */
export async function modifyPassword({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Member;
  input: { username: string; password: string; confirmPassword: string; oldPassword: string };
}): Promise<void> {
  const [user] = await db.orm
    .select()
    .from(users)
    .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
  if (!user) throw new AppError(StatusCode.TOKEN_INVALID);
  if (input.username.trim().toLowerCase() !== user.username.toLowerCase())
    throw new AppError(StatusCode.NO_PERMISSION);
  const problem = checkPasswordPair(input.password, input.confirmPassword);
  if (problem) throw passwordError(problem);
  // 40000 rather than 40101: a wrong old password must not look like a dead session to the client.
  if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw fieldError('oldPassword', 'oldPasswordWrong');

  await db.orm
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await revokeSessions({ db, userId: user.id, exceptSessionId: caller.sessionId });
}
