import { AppError, type Language, SIGN_IN_THROTTLE, StatusCode, throttleMessage } from '@tracklane/domain';
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { signInFailures, signInKnownIps } from '../db/schema/index.js';

const WINDOW_MS = SIGN_IN_THROTTLE.windowMinutes * 60_000;
const MEMORY_MS = SIGN_IN_THROTTLE.accountIpMemoryHours * 3_600_000;
const KNOWN_MS = SIGN_IN_THROTTLE.knownIpDays * 86_400_000;

/** Seconds a try must wait after the last of `failures` from one IP on one account (0: none). */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelayMinutes } = SIGN_IN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMinutes * 60, firstDelaySeconds * 2 ** (failures - freeFailures));
}

function refuse(waitSeconds: number, language: Language): AppError {
  return new AppError(StatusCode.CALL_LIMIT_EXCEEDED, throttleMessage('signIn', waitSeconds, language), {
    retryAfterSeconds: Math.ceil(waitSeconds),
  });
}

/**
 * Refuses a sign-in, with a message saying how long to wait, while this IP's failures on this
 * account ask for a delay (progressive, SIGN_IN_THROTTLE), or while the IP is past its limit
 * across accounts (SIGN_IN_FAILURES_PER_IP) and the account is not known at it. Failures from
 * other IPs never hold the account back: a correct password from an IP that has not failed
 * works. Counts come from sign_in_failures, so every replica sees the same attempts.
 */
export async function assertSignInAllowed(
  db: Database,
  {
    account,
    ip,
    perIpLimit,
    language,
    now = new Date(),
  }: { account: string; ip: string; perIpLimit: number; language: Language; now?: Date },
): Promise<void> {
  const [pair] = await db.orm
    .select({ n: count(), last: max(signInFailures.createdAt) })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.account, account),
        eq(signInFailures.ip, ip),
        gt(signInFailures.createdAt, new Date(now.getTime() - MEMORY_MS)),
      ),
    );
  const delayMs = signInDelaySeconds(pair?.n ?? 0) * 1000;
  if (pair?.last && delayMs > 0) {
    const waitMs = pair.last.getTime() + delayMs - now.getTime();
    if (waitMs > 0) throw refuse(waitMs / 1000, language);
  }

  const since = new Date(now.getTime() - WINDOW_MS);
  const fromIp = and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since));
  const [row] = await db.orm.select({ n: count() }).from(signInFailures).where(fromIp);
  if (!row || row.n < perIpLimit || (await isKnownAt(db, account, ip, now))) return;
  // The window frees up when its oldest counted failure ages out.
  const [nth] = await db.orm
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(fromIp)
    .orderBy(asc(signInFailures.createdAt))
    .offset(row.n - perIpLimit)
    .limit(1);
  throw refuse(((nth?.at ?? now).getTime() + WINDOW_MS - now.getTime()) / 1000, language);
}

/** Whether the account signed in with its password from this IP within knownIpDays. */
async function isKnownAt(db: Database, account: string, ip: string, now: Date): Promise<boolean> {
  const [known] = await db.orm
    .select({ at: signInKnownIps.lastSignInAt })
    .from(signInKnownIps)
    .where(
      and(
        eq(signInKnownIps.account, account),
        eq(signInKnownIps.ip, ip),
        gt(signInKnownIps.lastSignInAt, new Date(now.getTime() - KNOWN_MS)),
      ),
    );
  return known !== undefined;
}

export async function recordSignInFailure(db: Database, { account, ip }: { account: string; ip: string }) {
  await db.orm.insert(signInFailures).values({ account, ip });
}

/**
 * A successful sign-in forgives this IP's failures on the account (other IPs' stay: the owner
 * signing in does not reset an attacker's delay) and makes the IP known to the account.
 */
export async function recordSignInSuccess(db: Database, { account, ip }: { account: string; ip: string }) {
  await db.orm
    .delete(signInFailures)
    .where(and(eq(signInFailures.account, account), eq(signInFailures.ip, ip)));
  await db.orm
    .insert(signInKnownIps)
    .values({ account, ip })
    .onConflictDoUpdate({
      target: [signInKnownIps.account, signInKnownIps.ip],
      set: { lastSignInAt: new Date() },
    });
}
