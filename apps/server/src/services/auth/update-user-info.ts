import {
  type ContactCategory,
  type CurrentUser,
  isFilled,
  normalizeContact,
  type UpdateUserInfoBody,
} from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import { findUserByContact, isUsernameTaken } from '../../auth/find-user.js';
import { assertUsername, isUniqueViolation } from '../../auth/username-rules.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { consumeVerificationCode } from './consume-verification-code.js';
import { getCurrentUser } from './get-current-user.js';

export type UserInfoChanges = { [K in keyof UpdateUserInfoBody]?: UpdateUserInfoBody[K] | undefined };

const CONTACT_FIELDS = {
  email: {
    field: 'email',
    codeField: 'emailCode',
    label: 'email',
    invalid: 'emailInvalid',
    taken: 'emailTaken',
  },
  mobile: {
    field: 'mobilePhone',
    codeField: 'mobileCode',
    label: 'mobile',
    invalid: 'mobileInvalid',
    taken: 'mobileTaken',
  },
} as const;

/** The new, normalised e-mail address or mobile number; undefined when not given or unchanged. */
function newContact(
  category: ContactCategory,
  value: string | undefined,
  code: string | undefined,
  current: string | null | undefined,
): { category: ContactCategory; number: string; code: string } | undefined {
  if (value === undefined) return undefined;
  const { field, codeField, label, invalid } = CONTACT_FIELDS[category];
  const number = normalizeContact(category, value);
  if (!number) throw fieldError(field, invalid);
  if (number === current) return undefined;
  if (!isFilled(code)) throw fieldError(codeField, 'codeFirst', { label });
  return { category, number, code };
}

/**
 * A new contact takes the code sent to it (type 'change'): otherwise anyone could claim an
 * address they cannot read, blocking its owner's registration and receiving what is sent to it.
 * Whether another account holds it is told only after the code, so the call cannot be used to
 * find out who has an account.
 */
async function confirmContact(
  db: Database,
  pepper: string,
  caller: Member,
  { category, number, code }: { category: ContactCategory; number: string; code: string },
): Promise<void> {
  const { field, codeField, taken } = CONTACT_FIELDS[category];
  await consumeVerificationCode({ db, pepper, number, type: 'change', code, field: codeField });
  const holder = await findUserByContact(db, category, number);
  if (holder && holder.id !== caller.subject) throw fieldError(field, taken);
}

// Avatars we serve ourselves, or an https image elsewhere; never javascript: or data: URLs.
const IMAGE_URL = /^(\/auth\/user\/avatar\/[0-9a-f-]{36}|https:\/\/\S{1,2000})$/i;

/**
 * Updates the caller's own profile; given fields only, each checked like at registration. A new
 * e-mail address or mobile number needs the code sent to it (see confirmContact).
 */
export async function updateUserInfo({
  db,
  pepper,
  caller,
  changes,
}: {
  db: Database;
  pepper: string;
  caller: Member;
  changes: UserInfoChanges;
}): Promise<CurrentUser> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) {
    set.username = assertUsername(changes.username);
    if (await isUsernameTaken(db, set.username, caller.subject))
      throw fieldError('username', 'usernameTaken');
  }
  if (changes.companyName !== undefined) {
    if (!changes.companyName.trim()) throw fieldError('companyName', 'required');
    set.companyName = changes.companyName.trim();
  }
  if (changes.position !== undefined) {
    if (!changes.position.trim()) throw fieldError('position', 'required');
    set.position = changes.position.trim();
  }
  if (changes.headimgurl !== undefined) {
    if (changes.headimgurl !== '' && !IMAGE_URL.test(changes.headimgurl))
      throw fieldError('headimgurl', 'avatarUrl');
    set.headimgurl = changes.headimgurl;
  }
  if (changes.timeDisplay !== undefined) set.timeDisplay = changes.timeDisplay;

  const [me] = await db.orm
    .select({ email: users.email, mobilePhone: users.mobilePhone })
    .from(users)
    .where(eq(users.id, caller.subject));
  const contacts = [
    newContact('email', changes.email, changes.emailCode, me?.email),
    newContact('mobile', changes.mobilePhone, changes.mobileCode, me?.mobilePhone),
  ].filter((c) => c !== undefined);
  // Codes last, once every field is known to be good: a mistake elsewhere must not burn one.
  for (const contact of contacts) {
    await confirmContact(db, pepper, caller, contact);
    set[contact.category === 'email' ? 'email' : 'mobilePhone'] = contact.number;
  }

  if (Object.keys(set).length > 0) {
    try {
      await db.orm
        .update(users)
        .set(set)
        .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('username', 'accountTaken');
      throw err;
    }
  }
  return getCurrentUser({ db, caller });
}
