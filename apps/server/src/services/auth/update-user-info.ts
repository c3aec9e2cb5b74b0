import { type CurrentUser, isValidEmail, normalizeEmail, normalizeMobile } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import { findUserByContact, isUsernameTaken } from '../../auth/find-user.js';
import { assertUsername, isUniqueViolation } from '../../auth/username-rules.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { getCurrentUser } from './get-current-user.js';

export interface UserInfoChanges {
  username?: string | undefined;
  companyName?: string | undefined;
  position?: string | undefined;
  mobilePhone?: string | undefined;
  email?: string | undefined;
  headimgurl?: string | undefined;
}

// Avatars we serve ourselves, or an https image elsewhere; never javascript: or data: URLs.
const IMAGE_URL = /^(\/auth\/user\/avatar\/[0-9a-f-]{36}|https:\/\/\S{1,2000})$/i;

/** Updates the caller's own profile; given fields only, each checked like at registration. */
export async function updateUserInfo({
  db,
  caller,
  changes,
}: {
  db: Database;
  caller: Member;
  changes: UserInfoChanges;
}): Promise<CurrentUser> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) {
    set.username = assertUsername(changes.username);
    if (await isUsernameTaken(db, set.username, caller.subject))
      throw fieldError('username', 'username is already taken');
  }
  if (changes.companyName !== undefined) {
    if (!changes.companyName.trim()) throw fieldError('companyName', 'company name is required');
    set.companyName = changes.companyName.trim();
  }
  if (changes.position !== undefined) {
    if (!changes.position.trim()) throw fieldError('position', 'position is required');
    set.position = changes.position.trim();
  }
  if (changes.email !== undefined) {
    if (!isValidEmail(changes.email)) throw fieldError('email', 'e-mail address is not valid');
    set.email = normalizeEmail(changes.email);
    const holder = await findUserByContact(db, 'email', set.email);
    if (holder && holder.id !== caller.subject)
      throw fieldError('email', 'e-mail address is already registered');
  }
  if (changes.mobilePhone !== undefined) {
    const mobile = normalizeMobile(changes.mobilePhone);
    if (!mobile) throw fieldError('mobilePhone', 'mobile number must be a mainland China mobile number');
    const holder = await findUserByContact(db, 'mobile', mobile);
    if (holder && holder.id !== caller.subject)
      throw fieldError('mobilePhone', 'mobile number is already registered');
    set.mobilePhone = mobile;
  }
  if (changes.headimgurl !== undefined) {
    if (changes.headimgurl !== '' && !IMAGE_URL.test(changes.headimgurl))
      throw fieldError('headimgurl', 'must be an uploaded avatar or an https image URL');
    set.headimgurl = changes.headimgurl;
  }

  if (Object.keys(set).length > 0) {
    try {
      await db.orm
        .update(users)
        .set(set)
        .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
    } catch (err) {
      if (isUniqueViolation(err))
        throw fieldError('username', 'username, e-mail or mobile number is already taken');
      throw err;
    }
  }
  return getCurrentUser({ db, caller });
}
