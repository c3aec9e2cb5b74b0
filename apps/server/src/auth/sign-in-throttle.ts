import { AppError, type Language, SIGN_IN_THROTTLE, StatusCode, throttleMessage } from '@tracklane/domain';
import { and, asc, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { signInFailures } from '../db/schema/index.js';

const WINDOW_MS = SIGN_IN_THROTTLE.windowMinutes * 60_000;

/**
 * Refuses a sign-in while its account (5 failures) or client IP (SIGN_IN_FAILURES_PER_IP) is
 * cooling down, with a message saying how long to wait. Counts come from sign_in_failures, so
 * every replica sees the same attempts.
 */
export async function assertSignInAllowed(
  db: Database,
  {
    account,
    ip,
    perIpLimit,
    language,
  }: { account: string; ip: string; perIpLimit: number; language: Language },
): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  for (const [column, value, limit] of [
    [signInFailures.account, account, SIGN_IN_THROTTLE.maxFailuresPerAccount],
    [signInFailures.ip, ip, perIpLimit],
  ] as const) {
    const [row] = await db.orm
      .select({ n: count(), oldest: min(signInFailures.createdAt) })
      .from(signInFailures)
      .where(and(eq(column, value), gt(signInFailures.createdAt, since)));
    if (row && row.n >= limit) {
      // The window frees up when its oldest counted failure ages out.
      const [nth] = await db.orm
        .select({ at: signInFailures.createdAt })
        .from(signInFailures)
        .where(and(eq(column, value), gt(signInFailures.createdAt, since)))
        .orderBy(asc(signInFailures.createdAt))
        .offset(row.n - limit)
        .limit(1);
      const waitSeconds = ((nth?.at ?? row.oldest ?? new Date()).getTime() + WINDOW_MS - Date.now()) / 1000;
      throw new AppError(StatusCode.CALL_LIMIT_EXCEEDED, throttleMessage('signIn', waitSeconds, language), {
        retryAfterSeconds: Math.ceil(waitSeconds),
      });
    }
  }
}

export async function recordSignInFailure(db: Database, { account, ip }: { account: string; ip: string }) {
  await db.orm.insert(signInFailures).values({ account, ip });
}

/** A successful sign-in forgives the account's earlier failures (the IP's count stays). */
export async function clearSignInFailures(db: Database, account: string) {
  await db.orm.delete(signInFailures).where(eq(signInFailures.account, account));
}
