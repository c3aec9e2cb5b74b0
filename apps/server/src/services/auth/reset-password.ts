import { AppError, checkPasswordPair, normalizeContact, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { fieldError, passwordError } from '../../auth/field-error.js';
import { findUserByContact } from '../../auth/find-user.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { consumeVerificationCode } from './consume-verification-code.js';
import { revokeSessions } from './revoke-sessions.js';

/** Forgot password: a 'reset' code proves the contact; every session of the account ends. */
export async function resetPassword({
  db,
  pepper,
  input,
}: {
  db: Database;
  pepper: string;
  input: { number: string; code: string; password: string; confirmPassword: string };
}): Promise<void> {
  const problem = checkPasswordPair(input.password, input.confirmPassword);
  if (problem) throw passwordError(problem);
  const category = input.number.includes('@') ? 'email' : 'mobile';
  const contact = normalizeContact(category, input.number);
  if (!contact) throw fieldError('number', 'contactInvalid');
  await consumeVerificationCode({
    db,
    pepper,
    number: contact,
    type: 'reset',
    code: input.code,
    field: 'code',
  });

  const user = await findUserByContact(db, category, contact);
  if (!user) throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  await db.orm
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await revokeSessions({ db, userId: user.id });
}
