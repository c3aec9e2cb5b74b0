import type {
  CandidateLeg,
  CandidateQuery,
  CandidateSource,
  FirstLegQuery,
  OnwardLegQuery,
} from './p2p-candidates.js';
import { firstAtOrAfter, type IndexedCall, type ScheduleIndex } from './schedule-index.js';

const NONE: readonly IndexedCall[] = [];

const legOf = (load: IndexedCall, discharge: IndexedCall, toPort: string): CandidateLeg => ({
  loadId: load.row.id,
  dischargeId: discharge.row.id,
  voyageId: load.voyage.row.id,
  vesselImo: load.voyage.row.vessel_imo,
  carrierCode: load.voyage.row.carrier_code,
  toPort,
  departure: load.departure as number,
  arrival: discharge.arrival as number,
});

/** A sellable call with a known arrival from `from` on (what every discharge end must be). */
const arrivesFrom = (c: IndexedCall, from: number) => c.sellable && c.arrival !== null && c.arrival >= from;

/** The POL's sellable calls departing in [from, to) of the carriers asked for, by departure. */
function* loads(index: ScheduleIndex, q: CandidateQuery): Generator<IndexedCall> {
  const list = index.departures.get(q.pol) ?? NONE;
  for (let i = firstAtOrAfter(list, 'departure', q.from); i < list.length; i += 1) {
    const a = list[i] as IndexedCall;
    if ((a.departure as number) >= q.to) return;
    if (q.carriers && !q.carriers.includes(a.voyage.row.carrier_code)) continue;
    yield a;
  }
}

/**
 * The candidate legs of p2p-candidates.ts read from the in-memory index instead of SQL: the same
 * rules (sellable calls, no blank sailings, best-known times, a voyage's first matching POD call)
 * walked along each voyage's calls from the port lists, in microseconds rather than round trips.
 */
export function indexCandidates(index: ScheduleIndex): {
  [K in keyof CandidateSource]: (q: Parameters<CandidateSource[K]>[0]) => CandidateLeg[];
} {
  return {
    directLegs(q: CandidateQuery): CandidateLeg[] {
      const out: CandidateLeg[] = [];
      for (const a of loads(index, q)) {
        const calls = a.voyage.calls;
        for (let j = a.at + 1; j < calls.length; j += 1) {
          const b = calls[j] as IndexedCall;
          if (b.portKey !== q.pod || !arrivesFrom(b, q.from)) continue;
          out.push(legOf(a, b, b.portKey));
          break;
        }
      }
      return out;
    },

    firstLegs(q: FirstLegQuery): CandidateLeg[] {
      if (q.viaPorts.length === 0) return [];
      const via = new Set(q.viaPorts);
      const out: CandidateLeg[] = [];
      for (const a of loads(index, q)) {
        if (q.directLoads.has(a.row.id)) continue;
        const calls = a.voyage.calls;
        // Every call at a via port (not only the first): the feeder may leave from the second.
        for (let j = a.at + 1; j < calls.length; j += 1) {
          const x = calls[j] as IndexedCall;
          if (via.has(x.portKey) && arrivesFrom(x, q.from)) out.push(legOf(a, x, x.portKey));
        }
      }
      return out;
    },

    onwardLegs(q: OnwardLegQuery): CandidateLeg[] {
      const out: CandidateLeg[] = [];
      const list = index.arrivals.get(q.pod) ?? NONE;
      for (let i = firstAtOrAfter(list, 'arrival', q.from); i < list.length; i += 1) {
        const b = list[i] as IndexedCall;
        const calls = b.voyage.calls;
        // Back along the voyage to the previous POD call that is itself a discharge end: the calls
        // before that one reach the POD first there (and are listed from it).
        for (let j = b.at - 1; j >= 0; j -= 1) {
          const y = calls[j] as IndexedCall;
          if (y.portKey === q.pod) {
            if (arrivesFrom(y, q.from)) break;
            continue;
          }
          if (!y.sellable || y.departure === null || y.departure < q.from || y.departure >= q.to) continue;
          out.push(legOf(y, b, y.portKey));
        }
      }
      return out;
    },
  };
}
