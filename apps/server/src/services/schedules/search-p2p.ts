import {
  type CarrierRegistry,
  type Language,
  type P2pQuery,
  type P2pSailing,
  type Page,
  type PortDirectory,
  scheduleMessage,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import { localizedFieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { assertScheduleQuota } from './assert-schedule-quota.js';
import { indexCandidates } from './index-candidates.js';
import { indexSailingSource } from './index-sailing-source.js';
import { buildSailings, type SailingSource, sqlSailingSource } from './load-sailings.js';
import { type CandidateQuery, type CandidateSource, sqlCandidates } from './p2p-candidates.js';
import { joinTransshipments, MAX_CONNECTION_MS, type Routing, sortRoutings } from './p2p-routing.js';
import { endOf, requirePort, startOf, todayStart } from './read-schedule-query.js';
import { scheduleIndexFor } from './schedule-index-source.js';
import { recordSearchLog } from './search-logs.js';

const WEEK = 7 * 86_400_000;
/** Onward sailings may leave up to 10 days after the last first leg arrives, and that leg may take 60. */
const ONWARD_MS = MAX_CONNECTION_MS + 60 * 86_400_000;

export interface P2pSearchInput {
  db: Database;
  caller: Caller;
  query: P2pQuery;
  ports: PortDirectory;
  carriers: CarrierRegistry;
  language: Language;
  now: Date;
  /**
   * Where the schedules are read: the process's in-memory index (default), or 'sql', the
   * queries the index is tested against (same answers, a few round trips and ~25 ms of CPU more).
   */
  read?: 'index' | 'sql';
}

/** Candidate legs and the page's voyages, from one consistent copy of the schedules. */
interface ScheduleReader {
  candidates: CandidateSource;
  sailings(voyageIds: readonly string[]): SailingSource | Promise<SailingSource>;
}

async function readerOf(input: P2pSearchInput): Promise<ScheduleReader> {
  if (input.read === 'sql')
    return { candidates: sqlCandidates(input.db), sailings: (ids) => sqlSailingSource(input.db, ids) };
  const index = await scheduleIndexFor(input.db).current();
  const source = indexSailingSource(index);
  return { candidates: indexCandidates(index), sailings: () => source };
}

/**
 * The sailings of a search, sorted, before paging: direct voyages from POL to POD, and (unless
 * direct only) transshipments joined at a port both voyages call at. Departures from `etd`
 * (default today) for `weeksOut` weeks; arrivals by `eta` when given.
 */
async function findRoutings(
  input: P2pSearchInput,
  candidates: CandidateSource,
  pol: string,
  pod: string,
): Promise<Routing[]> {
  const { query, now } = input;
  const from = query.etd ? startOf(query.etd) : todayStart(now.getTime());
  const carriers = query.carrierCode
    ? query.carrierCode
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean)
    : null;
  const q: CandidateQuery = { pol, pod, from, to: from + query.weeksOut * WEEK, carriers };
  // The direct and the onward queries are independent: both in flight at once. Direct legs are
  // read even for transshipments only: a voyage that reaches the POD itself is not sold with one.
  const [direct, onward] = await Promise.all([
    candidates.directLegs(q),
    query.isTransit === false ? [] : candidates.onwardLegs({ pod, from, to: q.to + ONWARD_MS }),
  ]);
  const routings: Routing[] = query.isTransit === true ? [] : direct.map((leg) => [leg]);
  if (query.isTransit !== false) {
    // The ports onward sailings leave from are the only useful transshipment ports.
    const viaPorts = [...new Set(onward.map((l) => l.toPort))].filter((p) => p !== pol);
    const directLoads = new Set(direct.map((l) => l.loadId));
    routings.push(...joinTransshipments(await candidates.firstLegs({ ...q, viaPorts, directLoads }), onward));
  }
  const latest = query.eta ? endOf(query.eta) : Number.POSITIVE_INFINITY;
  return sortRoutings(
    routings.filter((r) => (r[r.length - 1]?.arrival ?? 0) <= latest),
    query.sortBy,
  );
}

/** Checks POL/POD (required, known, different) and the dates; canonical codes back. */
function readPorts(input: P2pSearchInput): { pol: string; pod: string } {
  const { query, ports, language } = input;
  const pol = requirePort('polCode', query.polCode, ports, language, 'polRequired');
  const pod = requirePort('podCode', query.podCode, ports, language, 'podRequired');
  if (pol === pod) throw localizedFieldError('podCode', scheduleMessage('samePorts', language));
  if (query.etd && query.eta && endOf(query.eta) < startOf(query.etd))
    throw localizedFieldError('eta', scheduleMessage('etaBeforeEtd', language));
  return { pol, pod };
}

/**
 * GET /application/schedule/p2p (and, ungrouped, /p2p/group): validates, counts the call against
 * the quota, searches our copy of the carriers' schedules (the process's index of it,
 * schedule-index-source.ts) and records the search in the caller's log. Only the page's
 * sailings are built in full.
 */
export async function searchP2p(input: P2pSearchInput): Promise<Page<P2pSailing>> {
  const { db, caller, query, now } = input;
  const { pol, pod } = readPorts(input);
  // The quota check runs beside the search (a refused call's search is thrown away), and the
  // log write beside the page's build: neither adds its round trips to the answer's latency.
  const [, { routings, reader }] = await Promise.all([
    assertScheduleQuota({ db, caller, now }),
    readerOf(input).then(async (reader) => ({
      reader,
      routings: await findRoutings(input, reader.candidates, pol, pod),
    })),
  ]);
  const start = (query.pageNum - 1) * query.pageSize;
  const page = routings.slice(start, start + query.pageSize);
  const [list] = await Promise.all([
    (async () =>
      buildSailings({
        source: await reader.sailings(page.flatMap((r) => r.map((l) => l.voyageId))),
        routings: page,
        ports: input.ports,
        carriers: input.carriers,
      }))(),
    // The log is the signed-in user's history; a read token (an API key, a union id) never writes.
    caller.tokenType === 'read'
      ? Promise.resolve()
      : recordSearchLog({
          db,
          caller,
          now,
          search: {
            // The product's codes, not the spelling typed: CNSGH, cnsha and CNSHA are one search.
            polCode: pol,
            podCode: pod,
            etd: query.etd ? new Date(startOf(query.etd)) : null,
            eta: query.eta ? new Date(endOf(query.eta)) : null,
            weeksOut: query.weeksOut,
            isTransit: query.isTransit ?? null,
          },
        }),
  ]);
  return { list, total: routings.length, pageNum: query.pageNum, pageSize: query.pageSize };
}
