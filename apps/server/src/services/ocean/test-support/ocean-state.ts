import type { OceanTrackingClient } from '@tracklane/connectors';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanEvents, oceanShipments } from '../../../db/schema/index.js';

/**
 * What a refresh leaves behind, keyed by the shipment's reference so two databases (a faulted
 * run and a clean one) can be compared: the stored events with their retraction flags, the view,
 * the cursor and the error columns. Row ids and refresh times differ between runs by nature and
 * are left out.
 */
export interface ShipmentState {
  events: { eventId: string; retracted: boolean; event: unknown }[];
  view: unknown;
  cursor: string | null;
  status: string | null;
  completed: boolean;
  lastErrorKind: string | null;
}

export async function oceanState(db: Database): Promise<Record<string, ShipmentState>> {
  const shipments = await db.orm.select().from(oceanShipments).orderBy(asc(oceanShipments.reference));
  const state: Record<string, ShipmentState> = {};
  for (const shipment of shipments) {
    const events = await db.orm
      .select({ eventId: oceanEvents.eventId, retracted: oceanEvents.retracted, event: oceanEvents.event })
      .from(oceanEvents)
      .where(eq(oceanEvents.shipmentId, shipment.id))
      .orderBy(asc(oceanEvents.eventId));
    state[`${shipment.carrierCode}:${shipment.reference}`] = {
      events,
      view: shipment.view,
      cursor: shipment.cursor,
      status: shipment.status,
      completed: shipment.completed,
      lastErrorKind: shipment.lastErrorKind,
    };
  }
  return state;
}

/** Rows of ocean_events per (shipment, provider id): more than one would be a duplicate event. */
export async function duplicateEventRows(db: Database): Promise<number> {
  const rows = await db.orm
    .select({ n: sql<number>`count(*)::int` })
    .from(oceanEvents)
    .groupBy(oceanEvents.shipmentId, oceanEvents.eventId)
    .having(sql`count(*) > 1`);
  return rows.length;
}

/** The distinct event ids the provider serves for a reference from the start (no cursor). */
export async function providerEventIds(
  client: OceanTrackingClient,
  reference: { type: 'CONTAINER' | 'BILL_OF_LADING' | 'BOOKING'; value: string; carrierCode: string },
): Promise<string[]> {
  const batch = await client.fetchEvents(reference, null);
  return [...new Set(batch.events.map((e) => e.eventId))].sort();
}

/**
 * Makes every shipment due; `resetCursor` makes the next poll fetch everything again. Due a
 * minute ago rather than at `now()`: the database clock has microseconds and the dispatcher
 * compares with the app's millisecond `new Date()`, so a claim within the same millisecond
 * would find the shipment not yet due (seen as a flaky fault test on PostgreSQL).
 */
export async function makeAllDue(db: Database, resetCursor: boolean): Promise<void> {
  await db.orm
    .update(oceanShipments)
    .set({ nextRefreshAt: sql`now() - interval '1 minute'`, ...(resetCursor ? { cursor: null } : {}) });
}

/**
 * The first `n` containers of the sandbox world for which the provider already serves events
 * (asked, not guessed from the world's milestones: publication lags the milestone).
 */
export async function containersWithEvents(
  client: OceanTrackingClient,
  shipments: readonly { containers: readonly { number: string }[]; carrierScac: string }[],
  n: number,
): Promise<{ containerNumber: string; carrierCode: string }[]> {
  const found: { containerNumber: string; carrierCode: string }[] = [];
  for (const shipment of shipments) {
    const container = shipment.containers[0];
    if (!container) continue;
    const ref = { containerNumber: container.number, carrierCode: shipment.carrierScac };
    const served = await providerEventIds(client, {
      type: 'CONTAINER',
      value: ref.containerNumber,
      carrierCode: ref.carrierCode,
    });
    if (served.length > 0) found.push(ref);
    if (found.length === n) return found;
  }
  throw new Error(`only ${found.length} sandbox containers with events, ${n} needed`);
}
