import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanSubscriptions } from '../../../db/schema/index.js';

const CHUNK = 1000;

/**
 * The numbers of `rows` the organisation tracks already (live subscriptions, whoever subscribed
 * them: one subscription per number and organisation, as subscribe has it), with their ids.
 */
export async function findTrackedNumbers({
  db,
  organizationId,
  rows,
}: {
  db: Pick<Database, 'orm'>;
  organizationId: string;
  rows: readonly { number: string; kind: 'container' | 'bill' }[];
}): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const bills = chunk.filter((r) => r.kind === 'bill').map((r) => r.number);
    const containers = chunk.filter((r) => r.kind === 'container').map((r) => r.number);
    const byNumber = [
      ...(bills.length > 0
        ? [and(inArray(oceanSubscriptions.billNumber, bills), eq(oceanSubscriptions.containerNumber, ''))]
        : []),
      ...(containers.length > 0
        ? [
            and(
              inArray(oceanSubscriptions.containerNumber, containers),
              eq(oceanSubscriptions.billNumber, ''),
            ),
          ]
        : []),
    ];
    if (byNumber.length === 0) continue;
    const hits = await db.orm
      .select({
        id: oceanSubscriptions.id,
        billNumber: oceanSubscriptions.billNumber,
        containerNumber: oceanSubscriptions.containerNumber,
      })
      .from(oceanSubscriptions)
      .where(
        and(
          eq(oceanSubscriptions.organizationId, organizationId),
          isNull(oceanSubscriptions.deletedAt),
          or(...byNumber),
        ),
      );
    for (const hit of hits) found.set(hit.billNumber || hit.containerNumber, hit.id);
  }
  return found;
}
