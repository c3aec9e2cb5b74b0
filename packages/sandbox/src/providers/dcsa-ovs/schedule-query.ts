import type { PortCall, Voyage, World } from '../../world/model.js';
import { DAY_MS, parseIsoDate } from '../http/date-time.js';
import { HttpError } from '../http/errors.js';
import { type PagingRequest, takePage } from '../http/pagination.js';
import { callTimestamps } from './call-timestamps.js';

/**
 * Voyage selection shared by OVS 3.0 service schedules and CS 1.0 vessel schedules: voyage-level
 * filters (service, vessel, voyage) pick voyages; call-level filters (port, terminal, dates) pick
 * calls; a voyage is returned when one of its calls matches, with all its calls (FULL_VOYAGE,
 * the default) or only the matching ones (MATCHED_CALLS).
 */
export interface ScheduleQuery {
  carrierServiceName?: string;
  carrierServiceCode?: string;
  universalServiceReference?: string;
  vesselIMONumber?: string;
  MMSINumber?: string;
  vesselName?: string;
  carrierVoyageNumber?: string;
  universalVoyageReference?: string;
  UNLocationCode?: string;
  facilitySMDGCode?: string;
  operatorCode?: string;
  from: number;
  to: number;
  matchedCallsOnly: boolean;
}

export interface SelectedVoyage {
  voyage: Voyage;
  calls: readonly PortCall[];
}

/** The filters OVS 3.0 and CS 1.0 vessel schedules share (each adds its operator, dates and scope). */
export const SCHEDULE_FILTERS = [
  'carrierServiceName',
  'carrierServiceCode',
  'universalServiceReference',
  'vesselIMONumber',
  'MMSINumber',
  'vesselName',
  'carrierVoyageNumber',
  'universalVoyageReference',
  'UNLocationCode',
  'facilitySMDGCode',
] as const;

/** Reads the query; `operatorParam` differs by standard (OVS vesselOperatorSMDGLinerCode, CS vesselOperatorCarrierCode). */
export function readScheduleQuery(
  q: URLSearchParams,
  now: number,
  operatorParam: string,
  allowed: readonly string[],
): ScheduleQuery {
  for (const name of q.keys()) {
    if (!allowed.includes(name)) throw new HttpError(400, `Unknown query parameter ${name}`, name);
  }
  const date = (name: string, fallback: number) => {
    const raw = q.get(name);
    if (raw === null) return fallback;
    const ms = parseIsoDate(raw);
    if (ms === undefined) throw new HttpError(400, `${name} must be a date (YYYY-MM-DD)`, name);
    return ms;
  };
  const scope = q.get('responseScope') ?? 'FULL_VOYAGE';
  if (scope !== 'FULL_VOYAGE' && scope !== 'MATCHED_CALLS')
    throw new HttpError(400, 'responseScope must be FULL_VOYAGE or MATCHED_CALLS', 'responseScope');
  const query: ScheduleQuery = {
    // Spec defaults: 3 months back and 6 months ahead of the request date.
    from: date('startDate', now - 91 * DAY_MS),
    to: date('endDate', now + 183 * DAY_MS) + DAY_MS - 1,
    matchedCallsOnly: scope === 'MATCHED_CALLS',
  };
  for (const key of SCHEDULE_FILTERS) {
    const value = q.get(key);
    if (value !== null) query[key] = value;
  }
  const operator = q.get(operatorParam);
  if (operator !== null) query.operatorCode = operator;
  return query;
}

export function selectVoyages(
  world: World,
  q: ScheduleQuery,
  now: number,
  include: (v: Voyage, c: PortCall) => boolean = () => true,
): SelectedVoyage[] {
  const portOf = (code: string) => world.port(code)?.locode ?? code;
  const wantPort = q.UNLocationCode ? portOf(q.UNLocationCode) : null;
  const services = new Map(world.services.map((s) => [s.code, s]));
  const pool = wantPort ? world.voyagesCallingAt(wantPort) : world.voyages;
  const out: SelectedVoyage[] = [];
  for (const voyage of pool) {
    const service = services.get(voyage.serviceCode);
    const vessel = world.vesselByImo(voyage.vesselImo);
    if (q.carrierServiceCode && voyage.serviceCode !== q.carrierServiceCode) continue;
    if (q.carrierServiceName && service?.name !== q.carrierServiceName) continue;
    if (q.universalServiceReference) continue; // the sandbox's services have no USR
    if (q.vesselIMONumber && voyage.vesselImo !== q.vesselIMONumber) continue;
    if (q.MMSINumber && vessel?.mmsi !== q.MMSINumber) continue;
    if (q.vesselName && vessel?.name.toUpperCase() !== q.vesselName.toUpperCase()) continue;
    if (q.carrierVoyageNumber && voyage.voyageNumber !== q.carrierVoyageNumber) continue;
    if (q.universalVoyageReference && voyage.universalVoyageReference !== q.universalVoyageReference)
      continue;
    if (q.operatorCode && (vessel?.operatorScac ?? service?.operatorScac) !== q.operatorCode) continue;
    const calls = voyage.calls.filter((c) => include(voyage, c));
    const matched = calls.filter(
      (c) =>
        (!wantPort || portOf(c.locode) === wantPort) &&
        (!q.facilitySMDGCode || c.terminalCode === q.facilitySMDGCode) &&
        callTimestamps(c, now).some((t) => t.at >= q.from && t.at <= q.to),
    );
    if (matched.length > 0) out.push({ voyage, calls: q.matchedCallsOnly ? matched : calls });
  }
  return out;
}

/**
 * One page of selected voyages by service (schedules list one service per item): only the page's
 * services are rendered afterwards, which keeps a page cheap in a world of thousands of voyages.
 */
export function pageByService(
  selected: readonly SelectedVoyage[],
  paging: PagingRequest,
): { page: SelectedVoyage[]; next: string | null } {
  const codes = [...new Set(selected.map((s) => s.voyage.serviceCode))].sort();
  const { items, next } = takePage(codes, (code) => code, paging);
  const keep = new Set(items);
  return { page: selected.filter((s) => keep.has(s.voyage.serviceCode)), next };
}
