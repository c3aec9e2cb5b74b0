import type {
  CarrierRegistry,
  CutOffs,
  P2pSailing,
  PortDirectory,
  ScheduleCall,
  ScheduleLeg,
} from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { CandidateLeg } from './p2p-candidates.js';
import type { Routing } from './p2p-routing.js';
import {
  CALL_COLUMNS,
  type CallRow,
  cutOffsOf,
  msOf,
  scheduleCallOf,
  schedulePortOf,
} from './schedule-rows.js';

export interface VoyageRow {
  id: string;
  carrier_code: string;
  service_code: string;
  service_name: string;
  vessel_imo: string;
  vessel_name: string;
  vessel_mmsi: string | null;
  vessel_call_sign: string | null;
  voyage_number: string;
  universal_voyage_reference: string | null;
  updated_at: unknown;
}

/**
 * What a page of sailings is printed from: a voyage (with its service) and all its calls in
 * voyage order. The schedule index answers from memory; `sqlSailingSource` reads them by SQL.
 */
export interface SailingSource {
  voyage(id: string): VoyageRow | undefined;
  calls(id: string): readonly CallRow[];
  /** A call's wire form and cut-offs (the index keeps those it printed: they never change). */
  wireCall(row: CallRow, ports: PortDirectory): ScheduleCall;
  cutOffs(row: CallRow): CutOffs;
}

export async function sqlSailingSource(db: Database, voyageIds: readonly string[]): Promise<SailingSource> {
  const { voyages, calls } = await loadVoyages(db, voyageIds);
  return {
    voyage: (id) => voyages.get(id),
    calls: (id) => calls.get(id) ?? [],
    wireCall: scheduleCallOf,
    cutOffs: cutOffsOf,
  };
}

/** Voyages (with their service) and all their calls in voyage order. */
export async function loadVoyages(
  db: Database,
  voyageIds: readonly string[],
): Promise<{ voyages: Map<string, VoyageRow>; calls: Map<string, CallRow[]> }> {
  if (voyageIds.length === 0) return { voyages: new Map(), calls: new Map() };
  const ids = [...new Set(voyageIds)];
  const [voyageResult, callResult] = await Promise.all([
    db.executeSql(
      `select v.id, s.carrier_code, s.service_code, s.service_name, v.vessel_imo, v.vessel_name, v.vessel_mmsi,
          v.vessel_call_sign, v.voyage_number, v.universal_voyage_reference, v.updated_at
        from schedule_voyages v join schedule_services s on s.id = v.service_id where v.id = any($1::uuid[])`,
      [ids],
    ),
    db.executeSql(
      `select ${CALL_COLUMNS} from schedule_calls c where c.voyage_id = any($1::uuid[]) order by c.voyage_id, c.seq`,
      [ids],
    ),
  ]);
  const calls = new Map<string, CallRow[]>();
  for (const row of rowsOf<CallRow>(callResult))
    calls.set(row.voyage_id, [...(calls.get(row.voyage_id) ?? []), row]);
  return { voyages: new Map(rowsOf<VoyageRow>(voyageResult).map((v) => [v.id, v])), calls };
}

const DAY = 86_400_000;
const oneDecimal = (days: number) => Math.round(days * 10) / 10;

/** The wire legs and sailings of the routings of one page (everything the detail page shows). */
export function buildSailings({
  source,
  routings,
  ports,
  carriers,
}: {
  source: SailingSource;
  routings: readonly Routing[];
  ports: PortDirectory;
  carriers: CarrierRegistry;
}): P2pSailing[] {
  const legOf = (leg: CandidateLeg, sequence: number): { wire: ScheduleLeg; updatedAt: number } => {
    const voyage = source.voyage(leg.voyageId) as VoyageRow;
    const all = source.calls(leg.voyageId);
    const from = all.find((c) => c.id === leg.loadId) as CallRow;
    const to = all.find((c) => c.id === leg.dischargeId) as CallRow;
    const between = all.filter((c) => c.seq > from.seq && c.seq < to.seq);
    const updatedAt = Math.max(
      msOf(voyage.updated_at) ?? 0,
      ...[from, to, ...between].map((c) => msOf(c.updated_at) ?? 0),
    );
    return {
      updatedAt,
      wire: {
        sequence,
        carrierCode: voyage.carrier_code,
        serviceCode: voyage.service_code,
        serviceName: voyage.service_name,
        vessel: {
          name: voyage.vessel_name,
          imo: voyage.vessel_imo || null,
          mmsi: voyage.vessel_mmsi,
          callSign: voyage.vessel_call_sign,
        },
        voyage: voyage.voyage_number,
        universalVoyageReference: voyage.universal_voyage_reference,
        from: source.wireCall(from, ports),
        to: source.wireCall(to, ports),
        intermediateCalls: between.map((c) => source.wireCall(c, ports)),
        etd: new Date(leg.departure).toISOString(),
        eta: new Date(leg.arrival).toISOString(),
        transitDays: oneDecimal((leg.arrival - leg.departure) / DAY),
        cutOffs: source.cutOffs(from),
      },
    };
  };
  return routings.map((routing) => {
    const legs = routing.map((l, i) => legOf(l, i + 1));
    const first = legs[0]?.wire as ScheduleLeg;
    const last = legs[legs.length - 1]?.wire as ScheduleLeg;
    const etd = (routing[0] as CandidateLeg).departure;
    const eta = (routing[routing.length - 1] as CandidateLeg).arrival;
    return {
      id: routing.map((l) => l.loadId).join('+'),
      carrierCode: first.carrierCode,
      carrierName: carriers.get(first.carrierCode)?.name ?? null,
      serviceCode: first.serviceCode,
      serviceName: first.serviceName,
      vesselName: first.vessel.name,
      imo: first.vessel.imo,
      voyage: first.voyage,
      pol: { ...schedulePortOf(first.from.portCode, ports), terminalCode: first.from.terminalCode },
      pod: { ...schedulePortOf(last.to.portCode, ports), terminalCode: last.to.terminalCode },
      etd: new Date(etd).toISOString(),
      eta: new Date(eta).toISOString(),
      transitDays: Math.ceil((eta - etd) / DAY),
      direct: routing.length === 1,
      transshipmentPorts: legs.slice(1).map((l) => schedulePortOf(l.wire.from.portCode, ports)),
      legs: legs.map((l) => l.wire),
      cutOffs: first.cutOffs,
      updatedAt: new Date(Math.max(...legs.map((l) => l.updatedAt))).toISOString(),
    };
  });
}
