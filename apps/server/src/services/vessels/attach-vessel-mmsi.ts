import type { OceanShipmentView } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

type Vessel = { mmsi: string | null; imo: string | null; vesselName: string | null } | null;

/**
 * Carriers name vessels by IMO number; AIS by MMSI. A view's vessels get their MMSI from the AIS
 * registry at read time, so a vessel first heard of after the shipment's last refresh still
 * shows, and the map can ask for its position and track (views.md §2: vessel name, voyage,
 * MMSI, IMO). Vessels AIS has not heard of keep a null MMSI.
 */
export async function attachVesselMmsi(
  db: Database,
  view: OceanShipmentView | null,
): Promise<OceanShipmentView | null> {
  if (!view) return view;
  const vessels: Vessel[] = [
    ...view.transports.map((t) => t.vessel),
    ...[...view.transportEvents, ...view.equipmentEvents].map((e) => e.transportCall?.vessel ?? null),
  ];
  const imos = [
    ...new Set(vessels.flatMap((v) => (v?.imo && /^\d{7}$/.test(v.imo) && !v.mmsi ? [Number(v.imo)] : []))),
  ];
  if (imos.length === 0) return view;
  const result = await db.executeSql(
    `select imo, mmsi from vessels where imo in (select value::int from jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(imos)],
  );
  const mmsiOf = new Map(
    rowsOf<{ imo: number; mmsi: number }>(result).map((r) => [String(r.imo), String(r.mmsi)]),
  );
  if (mmsiOf.size === 0) return view;
  const fill = <V extends Vessel>(vessel: V): V =>
    vessel?.imo && !vessel.mmsi && mmsiOf.has(vessel.imo)
      ? { ...vessel, mmsi: mmsiOf.get(vessel.imo) ?? null }
      : vessel;
  const fillEvent = <E extends { transportCall: { vessel: Vessel } | null }>(event: E): E =>
    event.transportCall?.vessel
      ? { ...event, transportCall: { ...event.transportCall, vessel: fill(event.transportCall.vessel) } }
      : event;
  return {
    ...view,
    transports: view.transports.map((t) => ({ ...t, vessel: fill(t.vessel) })),
    transportEvents: view.transportEvents.map(fillEvent),
    equipmentEvents: view.equipmentEvents.map(fillEvent),
  };
}
