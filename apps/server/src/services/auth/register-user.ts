import { randomInt } from 'node:crypto';
import { checkPasswordPair, isFilled, normalizeContact, type TokenResponse } from '@tracklane/domain';
import type { AuthContext } from '../../auth/auth-context.js';
import { fieldError, passwordError } from '../../auth/field-error.js';
import { findUserByContact, isUsernameTaken } from '../../auth/find-user.js';
import { hashPassword } from '../../auth/passwords.js';
import { assertUsername, isUniqueViolation } from '../../auth/username-rules.js';
import type { Database } from '../../db/database.js';
import { organizations, users } from '../../db/schema/index.js';
import { consumeVerificationCode } from './consume-verification-code.js';
import { findUsableInvitation } from './find-invitation.js';
import { issueSession } from './issue-session.js';

export interface RegisterUserInput {
  username: string;
  password: string;
  confirmPassword: string;
  registerType: 'email' | 'mobile';
  companyName: string;
  email?: string | undefined;
  mobilePhone?: string | undefined;
  roundCode: string;
  /** An employee invitation: join that organisation (pending) instead of creating one. */
  inviteToken?: string | undefined;
}

const CLIENT_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Public organisation id: TL + 8 characters without look-alikes (0/O, 1/I), typed by people. */
export function generateClientId(): string {
  let id = 'TL';
  for (let i = 0; i < 8; i++) id += CLIENT_ID_ALPHABET[randomInt(CLIENT_ID_ALPHABET.length)];
  return id;
}

/**
 * Registers a new organisation (free edition) and its main account, once the code sent to the
 * chosen e-mail or phone is given back, and signs the user in. With an employee invitation the
 * user instead joins the inviting organisation as a sub-account waiting for approval. Only that verified contact is
 * stored: an unverified one could squat someone else's address.
 */
export async function registerUser({
  db,
  auth,
  input,
}: {
  db: Database;
  auth: AuthContext;
  input: RegisterUserInput;
}): Promise<TokenResponse> {
  const username = assertUsername(input.username);
  const contactField = input.registerType === 'email' ? 'email' : 'mobilePhone';
  const contactValue = input[contactField];
  // Checked before anything else is spent: a bad link must not burn the code.
  const invitation = input.inviteToken
    ? await findUsableInvitation(db, auth.pepper, input.inviteToken)
    : undefined;
  if (invitation && invitation.kind !== 'employee') throw fieldError('inviteToken', 'employeeInviteOnly');
  if (!invitation && !isFilled(input.companyName)) throw fieldError('companyName', 'required');
  if (!isFilled(contactValue)) throw fieldError(contactField, 'required');
  if (!isFilled(input.roundCode)) throw fieldError('roundCode', 'required');
  const problem = checkPasswordPair(input.password, input.confirmPassword);
  if (problem) throw passwordError(problem);
  const contact = normalizeContact(input.registerType, contactValue);
  if (!contact)
    throw fieldError(contactField, input.registerType === 'email' ? 'emailInvalid' : 'mobileInvalid');

  if (await isUsernameTaken(db, username)) throw fieldError('username', 'usernameTaken');
  // Checked last: a mistake in another field must not burn the code.
  await consumeVerificationCode({
    db,
    pepper: auth.pepper,
    number: contact,
    type: 'register',
    code: input.roundCode,
    field: 'roundCode',
  });
  // Only now, to whoever has shown they read the address: told before the code, anyone could
  // find out who has an account.
  if (await findUserByContact(db, input.registerType, contact))
    throw fieldError(contactField, contactField === 'email' ? 'emailTaken' : 'mobileTaken');

  const passwordHash = await hashPassword(input.password);
  const companyName = input.companyName.trim() || (invitation?.organizationName ?? '');
  let created: { userId: string; organizationId: string };
  try {
    created = await db.orm.transaction(async (tx) => {
      const [org] = invitation
        ? [{ id: invitation.organizationId }]
        : await tx
            .insert(organizations)
            .values({ name: companyName, clientId: generateClientId() })
            .returning({ id: organizations.id });
      if (!org) throw new Error('insert into organizations returned no row');
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: org.id,
          username,
          passwordHash,
          companyName,
          role: invitation ? 'sub' : 'main',
          status: invitation ? 'pending' : 'active',
          departmentId: invitation?.departmentId ?? null,
          email: input.registerType === 'email' ? contact : null,
          mobilePhone: input.registerType === 'mobile' ? contact : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert into users returned no row');
      return { userId: user.id, organizationId: org.id };
    });
  } catch (err) {
    // Someone registered the same name or contact a moment ago.
    if (isUniqueViolation(err)) throw fieldError('username', 'accountTaken');
    throw err;
  }
  return issueSession({
    db,
    auth,
    subject: { userId: created.userId },
    organizationId: created.organizationId,
    tokenType: 'write',
    loginKind: 'normal',
  });
}
