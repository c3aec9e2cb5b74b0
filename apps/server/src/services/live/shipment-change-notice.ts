import { type SQL, sql } from 'drizzle-orm';

/** The NOTIFY channel a refresh announces a changed shipment view on (see plugins/live-updates.ts). */
export const SHIPMENT_CHANGED_CHANNEL = 'ocean_shipment_changed';

export interface ShipmentChangeNotice {
  shipmentId: string;
  updateTime: string;
}

/** Anything that runs SQL inside the refresh transaction (drizzle's tx on either driver). */
interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

/**
 * Announces a changed shipment from inside the refresh transaction: PostgreSQL delivers a NOTIFY
 * only at commit, so listeners never read the subscriptions before the change is visible, and a
 * rolled-back refresh announces nothing.
 */
export async function notifyShipmentChanged(tx: SqlRunner, notice: ShipmentChangeNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${SHIPMENT_CHANGED_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Whether a rebuilt view differs from the stored one. The stored view went through jsonb (keys
 * reordered, undefined properties dropped), so values are compared as JSON: key order ignored,
 * an undefined property the same as a missing one. Runs on every stored batch, hence the
 * hand-written walk (~45 µs for a 30-event view; util.isDeepStrictEqual after a JSON round
 * trip took ~180 µs).
 */
export function viewChanged(stored: unknown, rebuilt: unknown): boolean {
  if (stored === null || stored === undefined) return true;
  return !sameJson(stored, rebuilt);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keysOf = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const leftKeys = keysOf(left);
  if (leftKeys.length !== keysOf(right).length) return false;
  return leftKeys.every((key) => sameJson(left[key], right[key]));
}

/** The notice in a NOTIFY payload; undefined for anything malformed (never trust the channel). */
export function parseShipmentChangeNotice(payload: string): ShipmentChangeNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { shipmentId, updateTime } = value as Record<string, unknown>;
  if (typeof shipmentId !== 'string' || !UUID.test(shipmentId)) return undefined;
  if (typeof updateTime !== 'string') return undefined;
  return { shipmentId, updateTime };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
