import { AppError, effectiveEdition, StatusCode } from '@tracklane/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { organizations, users } from '../../db/schema/index.js';

/**
 * Refuses (40300) to activate one more member when the active members already fill the team
 * size of the edition in force. Pending and disabled members hold no seat.
 */
export async function assertSeatAvailable(db: Database, organizationId: string): Promise<void> {
  const [org] = await db.orm
    .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw new AppError(StatusCode.WRONG_LINK);
  const edition = effectiveEdition(org.edition, org.validUntil);
  const [active] = await db.orm
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active')));
  if ((active?.n ?? 0) >= edition.limits.teamSize)
    throw new AppError(
      StatusCode.NO_PERMISSION,
      `Team size limit reached: the ${edition.expired ? 'free (plan expired)' : edition.code} edition allows ${edition.limits.teamSize} active members; upgrade the plan or disable a member first`,
      { teamSize: edition.limits.teamSize },
    );
}
