import { type SQL, sql } from 'drizzle-orm';

/** A vessel as the caller names it: its identifiers where known, and the name carriers give it. */
export interface VesselIdentity {
  /** IMO number, 7 digits. */
  imo: string | null;
  /** MMSI, up to 9 digits. */
  mmsi: string | null;
  vesselName: string | null;
}

/**
 * Whether a shipment leg (`t`, one of the view's transports) sailed on this vessel. Names collide
 * (two ships of one name, renamed "MSC …" ships), so a leg that carries an identifier is matched by
 * it — the IMO number first, else the MMSI — and by the name only where it carries neither. Without
 * any identifier from the caller, the name is all there is to compare. Null when the caller names
 * no vessel at all (a query by voyage alone).
 */
export function vesselLegCondition(vessel: VesselIdentity): SQL | null {
  const name = vessel.vesselName?.trim().toUpperCase() || null;
  const byName = name ? sql`upper(t->'vessel'->>'vesselName') = ${name}` : null;
  if (!vessel.imo && !vessel.mmsi) return byName;
  const legImo = sql`nullif(trim(t->'vessel'->>'imo'), '')`;
  const legMmsi = sql`nullif(trim(t->'vessel'->>'mmsi'), '')`;
  const branches: SQL[] = [];
  if (vessel.imo) branches.push(sql`when ${legImo} is not null then ${legImo} = ${vessel.imo}`);
  if (vessel.mmsi) branches.push(sql`when ${legMmsi} is not null then ${legMmsi} = ${vessel.mmsi}`);
  branches.push(sql`when ${legImo} is null and ${legMmsi} is null then ${byName ?? sql`false`}`);
  return sql`(case ${sql.join(branches, sql` `)} else false end)`;
}
