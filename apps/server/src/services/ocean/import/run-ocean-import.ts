import { importMessage, isLanguage, type Language } from '@tracklane/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  oceanImportRows,
  oceanImports,
  oceanShipments,
  oceanSubscriptions,
} from '../../../db/schema/index.js';
import type { SqlRunner } from '../../../db/sql-rows.js';
import { referenceOf } from '../find-or-create-shipment.js';
import { subscriptionColumnsOf } from '../subscription-columns.js';
import { subscriptionQuota } from '../subscription-quota.js';
import { findTrackedNumbers } from './find-tracked-numbers.js';

/** Rows subscribed per transaction: one statement per kind of write for the whole batch. */
export const IMPORT_BATCH = 250;

type Result = 'subscribed' | 'already-tracked' | 'over-limit' | 'failed';

/**
 * The `ocean.import` job's work: subscribes the ok rows of a confirmed import, IMPORT_BATCH at a
 * time, by the subscribe call's rules (subscribe-shipment.ts) without going through HTTP: one
 * subscription per number and organisation (a number tracked meanwhile is already-tracked), the
 * edition's yearly volume counted again now (rows past it are over-limit), the shared shipment
 * upserted as findOrCreateShipment does, and the first poll of every new shipment queued by
 * carrier in the batch's transaction. Each batch's subscriptions, row results and progress commit
 * together, so a crashed run is taken again from the first row without a result.
 */
export async function runOceanImport({
  db,
  importId,
  now = new Date(),
  queueFirstPolls,
}: {
  db: Database;
  importId: string;
  now?: Date;
  queueFirstPolls: (carrierCodes: string[], tx: SqlRunner) => Promise<void>;
}): Promise<{ subscribed: number; processed: number } | null> {
  const [imp] = await db.orm
    .update(oceanImports)
    .set({ status: 'running', startedAt: sql`coalesce(${oceanImports.startedAt}, ${now})` })
    .where(and(eq(oceanImports.id, importId), inArray(oceanImports.status, ['queued', 'running'])))
    .returning();
  if (!imp) return null;
  const language: Language = isLanguage(imp.language) ? imp.language : 'en';
  // Rows the preview refused are not attempted.
  await db.orm
    .update(oceanImportRows)
    .set({
      result: sql`case when ${oceanImportRows.status} = 'over-limit' then 'over-limit' else 'skipped' end`,
    })
    .where(
      and(
        eq(oceanImportRows.importId, importId),
        ne(oceanImportRows.status, 'ok'),
        isNull(oceanImportRows.result),
      ),
    );

  const quota = await subscriptionQuota({
    db,
    scope: {
      kind: 'organization',
      organizationId: imp.organizationId,
      userId: imp.ownerUserId,
      ownerOnly: false,
    },
    now,
  });
  let remaining = quota.remaining;
  let subscribed = 0;
  let processed = 0;
  for (;;) {
    const batch = await db.orm
      .select()
      .from(oceanImportRows)
      .where(
        and(
          eq(oceanImportRows.importId, importId),
          eq(oceanImportRows.status, 'ok'),
          isNull(oceanImportRows.result),
        ),
      )
      .orderBy(asc(oceanImportRows.row))
      .limit(IMPORT_BATCH);
    if (batch.length === 0) break;
    const outcome = await subscribeBatch({
      db,
      imp,
      batch,
      remaining,
      updateFrequencyMinutes: quota.updateFrequencyMinutes,
      language,
      now,
      queueFirstPolls,
    });
    remaining -= outcome.subscribed;
    subscribed += outcome.subscribed;
    processed += batch.length;
  }
  await db.orm
    .update(oceanImports)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(oceanImports.id, importId));
  return { subscribed, processed };
}

async function subscribeBatch({
  db,
  imp,
  batch,
  remaining,
  updateFrequencyMinutes,
  language,
  now,
  queueFirstPolls,
}: {
  db: Database;
  imp: typeof oceanImports.$inferSelect;
  batch: (typeof oceanImportRows.$inferSelect)[];
  remaining: number;
  updateFrequencyMinutes: number;
  language: Language;
  now: Date;
  queueFirstPolls: (carrierCodes: string[], tx: SqlRunner) => Promise<void>;
}): Promise<{ subscribed: number }> {
  return db.orm.transaction(async (tx) => {
    const results = new Map<number, { result: Result; message: string; subscriptionId: string | null }>();
    const tracked = await findTrackedNumbers({
      db: { orm: tx },
      organizationId: imp.organizationId,
      rows: batch,
    });
    const toCreate: typeof batch = [];
    for (const row of batch) {
      const id = tracked.get(row.number);
      if (id) {
        results.set(row.row, {
          result: 'already-tracked',
          message: importMessage('alreadyTracked', language),
          subscriptionId: id,
        });
      } else if (toCreate.length >= remaining) {
        results.set(row.row, {
          result: 'over-limit',
          message: importMessage('overLimit', language, { remaining: Math.max(0, remaining) }),
          subscriptionId: null,
        });
      } else toCreate.push(row);
    }

    let created = 0;
    if (toCreate.length > 0) {
      const numbersOf = (row: (typeof batch)[number]) => ({
        carrierCode: row.carrier,
        billNumber: row.kind === 'bill' ? row.number : null,
        containerNumber: row.kind === 'container' ? row.number : null,
      });
      const shipments = await tx
        .insert(oceanShipments)
        .values(
          toCreate.map((row) => {
            const numbers = numbersOf(row);
            return {
              ...numbers,
              ...referenceOf(numbers),
              billNo: numbers.billNumber,
              containerNo: numbers.containerNumber,
              refreshIntervalMinutes: updateFrequencyMinutes,
              nextRefreshAt: now,
            };
          }),
        )
        // As findOrCreateShipment: the shorter interval wins; without data the poll is due now.
        .onConflictDoUpdate({
          target: [oceanShipments.carrierCode, oceanShipments.referenceType, oceanShipments.reference],
          set: {
            refreshIntervalMinutes: sql`least(${oceanShipments.refreshIntervalMinutes}, excluded.refresh_interval_minutes)`,
            nextRefreshAt: sql`case when ${oceanShipments.completed} then null
              when ${oceanShipments.view} is null then excluded.next_refresh_at
              else coalesce(${oceanShipments.nextRefreshAt}, excluded.next_refresh_at) end`,
          },
        })
        .returning({
          id: oceanShipments.id,
          view: oceanShipments.view,
          carrierCode: oceanShipments.carrierCode,
          referenceType: oceanShipments.referenceType,
          reference: oceanShipments.reference,
        });
      const shipmentOf = new Map(
        shipments.map((s) => [`${s.carrierCode}|${s.referenceType}|${s.reference}`, s]),
      );
      const keyOf = (row: (typeof batch)[number]) => {
        const { referenceType, reference } = referenceOf(numbersOf(row));
        return `${row.carrier}|${referenceType}|${reference}`;
      };
      const inserted = await tx
        .insert(oceanSubscriptions)
        .values(
          toCreate.map((row) => {
            const shipment = shipmentOf.get(keyOf(row));
            if (!shipment) throw new Error(`import: no shipment for row ${row.row}`);
            return {
              organizationId: imp.organizationId,
              ownerUserId: imp.ownerUserId,
              shipmentId: shipment.id,
              billNumber: row.kind === 'bill' ? row.number : '',
              containerNumber: row.kind === 'container' ? row.number : '',
              carrierCode: row.carrier,
              remark: row.remark,
              client: row.client,
              ...subscriptionColumnsOf(shipment.view),
              createdAt: now,
            };
          }),
        )
        // A number subscribed meanwhile by a colleague keeps their row (already-tracked below).
        .onConflictDoNothing()
        .returning({
          id: oceanSubscriptions.id,
          billNumber: oceanSubscriptions.billNumber,
          containerNumber: oceanSubscriptions.containerNumber,
        });
      const insertedId = new Map(inserted.map((s) => [s.billNumber || s.containerNumber, s.id]));
      const pollCarriers = new Set<string>();
      for (const row of toCreate) {
        const id = insertedId.get(row.number);
        if (id) {
          created++;
          results.set(row.row, { result: 'subscribed', message: '', subscriptionId: id });
          if (!shipmentOf.get(keyOf(row))?.view) pollCarriers.add(row.carrier);
        } else {
          results.set(row.row, {
            result: 'already-tracked',
            message: importMessage('alreadyTracked', language),
            subscriptionId: null,
          });
        }
      }
      if (pollCarriers.size > 0) await queueFirstPolls([...pollCarriers].sort(), tx);
    }

    const values = sql.join(
      [...results].map(
        ([row, r]) => sql`(${row}::int, ${r.result}::text, ${r.message}::text, ${r.subscriptionId}::uuid)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ocean_import_rows as r
      set result = v.result, result_message = v.message, subscription_id = v.sid
      from (values ${values}) as v(row, result, message, sid)
      where r.import_id = ${imp.id} and r.row = v.row`);
    await tx
      .update(oceanImports)
      .set({ processed: sql`${oceanImports.processed} + ${batch.length}` })
      .where(eq(oceanImports.id, imp.id));
    return { subscribed: created };
  });
}
