import {
  AppError,
  type EditionCode,
  type EffectiveEdition,
  effectiveEdition,
  StatusCode,
} from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { organizations } from '../../db/schema/index.js';
import { recomputeRefreshIntervals } from '../ocean/recompute-refresh-intervals.js';

/**
 * Grants an edition to an organisation for `months` from now (operators, from the command line,
 * until payments arrive). Granting 'free' clears the end date.
 */
export async function grantPlan({
  db,
  clientId,
  edition,
  months,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  edition: EditionCode;
  months: number;
  now?: Date;
}): Promise<{ organizationId: string; name: string; clientId: string; edition: EffectiveEdition }> {
  const validUntil = edition === 'free' ? null : new Date(now);
  validUntil?.setUTCMonth(validUntil.getUTCMonth() + months);
  const [row] = await db.orm
    .update(organizations)
    .set({ edition, planValidUntil: validUntil })
    .where(eq(organizations.clientId, clientId.trim().toUpperCase()))
    .returning({ id: organizations.id, name: organizations.name, clientId: organizations.clientId });
  if (!row) throw new AppError(StatusCode.WRONG_LINK, `No organisation has the clientId ${clientId}`);
  // Its shipments are polled at the new plan's frequency from now on (faster at once).
  await recomputeRefreshIntervals({ db, now, only: { organizationId: row.id } });
  return {
    organizationId: row.id,
    name: row.name,
    clientId: row.clientId,
    edition: effectiveEdition(edition, validUntil, now),
  };
}
