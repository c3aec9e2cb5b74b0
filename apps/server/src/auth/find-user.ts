import { normalizeEmail, normalizeMobile } from '@tracklane/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The user a sign-in name designates: username (any case), e-mail or mobile number. Usernames
 * can never look like an e-mail or a mobile number (see username-rules.ts), so at most one
 * account matches. With `organizationId`, only that organisation's members.
 */
export async function findUserByLogin(
  db: Database,
  login: string,
  organizationId?: string,
): Promise<UserRow | undefined> {
  const name = login.trim();
  const matches: SQL[] = [sql`lower(${users.username}) = ${name.toLowerCase()}`];
  if (name.includes('@')) matches.push(eq(users.email, normalizeEmail(name)));
  const mobile = normalizeMobile(name);
  if (mobile) matches.push(eq(users.mobilePhone, mobile));
  const [row] = await db.orm
    .select()
    .from(users)
    .where(and(or(...matches), organizationId ? eq(users.organizationId, organizationId) : undefined))
    .limit(1);
  return row;
}

/** The user holding a (normalised) e-mail address or mobile number. */
export async function findUserByContact(
  db: Database,
  category: 'email' | 'mobile',
  number: string,
): Promise<UserRow | undefined> {
  const column = category === 'email' ? users.email : users.mobilePhone;
  const [row] = await db.orm.select().from(users).where(eq(column, number)).limit(1);
  return row;
}

export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}
