import { AppError, type Language, StatusCode, type TokenResponse } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context.js';
import { findUserByLogin } from '../../auth/find-user.js';
import { verifyPassword } from '../../auth/passwords.js';
import {
  assertSignInAllowed,
  recordSignInFailure,
  recordSignInSuccess,
} from '../../auth/sign-in-throttle.js';
import type { Database } from '../../db/database.js';
import { organizations } from '../../db/schema/index.js';
import { issueSession } from './issue-session.js';

/**
 * Sign-in by username, e-mail or phone and password; with `clientId`, the enterprise sign-in
 * (the account must belong to that organisation). An unknown account answers like a wrong
 * password (40101) so accounts cannot be enumerated; only an unknown clientId is 40103, and
 * "disabled" (40102) is only told to whoever knows the password.
 */
export async function signInWithPassword({
  db,
  auth,
  username,
  password,
  clientId,
  ip,
  language,
}: {
  db: Database;
  auth: AuthContext;
  username: string;
  password: string;
  clientId?: string | undefined;
  ip: string;
  language: Language;
}): Promise<TokenResponse> {
  const org = clientId?.trim() ? clientId.trim().toUpperCase() : undefined;
  const account = `${org ?? ''}:${username.trim().toLowerCase()}`;
  await assertSignInAllowed(db, { account, ip, perIpLimit: auth.signInFailuresPerIp, language });

  let organizationId: string | undefined;
  if (org) {
    const [row] = await db.orm
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.clientId, org));
    if (!row) {
      await recordSignInFailure(db, { account, ip });
      throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
    }
    organizationId = row.id;
  }

  const user = await findUserByLogin(db, username, organizationId);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await recordSignInFailure(db, { account, ip });
    throw new AppError(StatusCode.WRONG_ACCOUNT_OR_PASSWORD);
  }
  // Pending members may sign in: the waiting page needs a session.
  if (user.status === 'disabled') throw new AppError(StatusCode.ACCOUNT_DISABLED);

  await recordSignInSuccess(db, { account, ip });
  return issueSession({
    db,
    auth,
    subject: { userId: user.id },
    organizationId: user.organizationId,
    tokenType: 'write',
    loginKind: 'normal',
  });
}
