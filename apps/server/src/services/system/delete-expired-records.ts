import { SIGN_IN_THROTTLE } from '@tracklane/domain';
import { and, eq, gt, isNotNull, lt, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  guests,
  qrScenes,
  sessions,
  signInFailures,
  signInKnownIps,
  verificationCodes,
} from '../../db/schema/index.js';

/** How long finished rows are kept (the throttles look back at most 24 hours). */
export const RETENTION = {
  /** Used or expired codes, and failed sign-ins, older than this go. */
  throttleRowsHours: 24,
  /** A guest identity with no live session is kept this long (its uuidOfUser may come back). */
  guestDays: 30,
  /** Expired QR scenes are kept this long after expiry (support questions about a sign-in). */
  qrSceneHours: 24,
} as const;

export interface DeletedCounts {
  sessions: number;
  guests: number;
  verificationCodes: number;
  signInFailures: number;
  /** IPs an account last signed in from longer ago than SIGN_IN_THROTTLE.knownIpDays. */
  signInKnownIps: number;
  qrScenes: number;
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Deletes what can no longer be used: expired sessions, guests without a live session past
 * their retention, used or expired verification codes and old sign-in failures (once outside
 * the throttle windows), IPs no longer known to their account, and expired QR scenes. Live rows are never touched.
 */
export async function deleteExpiredRecords({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<DeletedCounts> {
  const throttleCutoff = hoursAgo(now, RETENTION.throttleRowsHours);
  const count = (rows: unknown[]) => rows.length;

  const deletedSessions = await db.orm
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const liveSession = db.orm
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.guestId, guests.id), gt(sessions.expiresAt, now)));
  const deletedGuests = await db.orm
    .delete(guests)
    .where(and(lt(guests.createdAt, hoursAgo(now, RETENTION.guestDays * 24)), notExists(liveSession)))
    .returning({ id: guests.id });
  const deletedCodes = await db.orm
    .delete(verificationCodes)
    .where(
      and(
        lt(verificationCodes.createdAt, throttleCutoff),
        or(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.expiresAt, now)),
      ),
    )
    .returning({ id: verificationCodes.id });
  const deletedFailures = await db.orm
    .delete(signInFailures)
    .where(lt(signInFailures.createdAt, throttleCutoff))
    .returning({ id: signInFailures.id });
  const deletedKnownIps = await db.orm
    .delete(signInKnownIps)
    .where(lt(signInKnownIps.lastSignInAt, hoursAgo(now, SIGN_IN_THROTTLE.knownIpDays * 24)))
    .returning({ ip: signInKnownIps.ip });
  const deletedScenes = await db.orm
    .delete(qrScenes)
    .where(lt(qrScenes.expiresAt, hoursAgo(now, RETENTION.qrSceneHours)))
    .returning({ id: qrScenes.id });

  return {
    sessions: count(deletedSessions),
    guests: count(deletedGuests),
    verificationCodes: count(deletedCodes),
    signInFailures: count(deletedFailures),
    signInKnownIps: count(deletedKnownIps),
    qrScenes: count(deletedScenes),
  };
}
