import { timingSafeEqual } from 'node:crypto';
import { AppError, StatusCode, type TokenResponse } from '@tracklane/domain';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Database } from '../../db/database.js';
import { guests } from '../../db/schema/index.js';
import { issueSession } from './issue-session.js';

/** A visitor's write token with a fresh guest identity (its id is the guest's uuidOfUser). */
export async function signInGuest({
  db,
  auth,
  secret,
}: {
  db: Database;
  auth: AuthContext;
  secret: string;
}): Promise<TokenResponse> {
  const given = Buffer.from(secret);
  const expected = Buffer.from(auth.guestSecret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(StatusCode.WRONG_ACCOUNT_OR_PASSWORD);
  const [guest] = await db.orm.insert(guests).values({}).returning({ id: guests.id });
  if (!guest) throw new Error('insert into guests returned no row');
  return issueSession({
    db,
    auth,
    subject: { guestId: guest.id },
    organizationId: null,
    tokenType: 'write',
    loginKind: 'guest',
  });
}
