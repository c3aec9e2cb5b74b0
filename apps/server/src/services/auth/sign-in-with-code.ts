import { AppError, normalizeContact, StatusCode, type TokenResponse } from '@tracklane/domain';
import type { AuthContext } from '../../auth/auth-context.js';
import { fieldError } from '../../auth/field-error.js';
import { findUserByContact } from '../../auth/find-user.js';
import type { Database } from '../../db/database.js';
import { consumeVerificationCode } from './consume-verification-code.js';
import { issueSession } from './issue-session.js';

/** Sign-in with a code (type 'login') sent to an e-mail address or mobile number. */
export async function signInWithCode({
  db,
  auth,
  number,
  code,
}: {
  db: Database;
  auth: AuthContext;
  number: string;
  code: string;
}): Promise<TokenResponse> {
  const category = number.includes('@') ? 'email' : 'mobile';
  const contact = normalizeContact(category, number);
  if (!contact) throw fieldError('number', 'contactInvalid');
  await consumeVerificationCode({
    db,
    pepper: auth.pepper,
    number: contact,
    type: 'login',
    code,
    field: 'code',
  });

  const user = await findUserByContact(db, category, contact);
  if (!user) throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  // Pending members may sign in: the waiting page needs a session.
  if (user.status === 'disabled') throw new AppError(StatusCode.ACCOUNT_DISABLED);
  return issueSession({
    db,
    auth,
    subject: { userId: user.id },
    organizationId: user.organizationId,
    tokenType: 'write',
    loginKind: 'normal',
  });
}
