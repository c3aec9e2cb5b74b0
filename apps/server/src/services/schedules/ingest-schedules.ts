import { ProviderFault, type ScheduleBatch } from '@tracklane/connectors';
import type { PortDirectory } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { scheduleIngestRuns } from '../../db/schema/index.js';
import { mergeCutOffs } from './merge-cut-offs.js';
import type { ScheduleClients } from './schedule-clients.js';
import { serviceCarrierCodes } from './service-carrier.js';
import { storeSchedules } from './store-schedules.js';

const DAY = 86_400_000;
/** platform.md §1: 3 months of on-time history (a day more for time zones) … */
export const INGEST_DAYS_BACK = 92;
/** … and 8 weeks of schedules searched forward, plus 12 weeksOut at most: 12 weeks ahead. */
export const INGEST_DAYS_AHEAD = 84;

export interface IngestOutcome {
  status: 'ok' | 'failed' | 'rejected' | 'skipped';
  reason: string | null;
  services: number;
  voyages: number;
  calls: number;
  changedCalls: number;
  /** Cut-offs are optional: a failed CS fetch keeps the stored ones and is reported here. */
  cutOffs: 'ok' | 'failed' | 'none';
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Provider faults are reported, never thrown: the next scheduled run tries again. */
function describeFault(err: unknown): { status: 'failed' | 'rejected'; reason: string } {
  if (err instanceof ProviderFault) {
    const rejected = err.kind === 'invalid-body' && err.message.includes('schema:');
    return { status: rejected ? 'rejected' : 'failed', reason: `${err.kind}: ${err.message}` };
  }
  throw err;
}

/**
 * One schedule ingest: every OVS 3.0 service schedule from 92 days back to 12 weeks ahead, the
 * CS 1.0 cut-offs of the same window merged in, stored in one transaction. A provider that stays
 * broken after the client's retries, or a payload that breaks the spec, stores nothing and is
 * recorded in schedule_ingest_runs with its reason. Database errors are thrown (the job retries).
 */
export async function ingestSchedules({
  db,
  clients,
  ports,
  now,
  log,
}: {
  db: Database;
  clients: ScheduleClients;
  ports: PortDirectory;
  now: number;
  log?: FastifyBaseLogger;
}): Promise<IngestOutcome> {
  const startedAt = new Date();
  const window = {
    startDate: day(now - INGEST_DAYS_BACK * DAY),
    endDate: day(now + INGEST_DAYS_AHEAD * DAY),
  };
  const record = async (outcome: IngestOutcome) => {
    await db.orm.insert(scheduleIngestRuns).values({
      source: `dcsa-ovs-3.0 ${clients.source}`,
      startedAt,
      finishedAt: new Date(),
      status: outcome.status,
      reason: outcome.reason,
      services: outcome.services,
      voyages: outcome.voyages,
      calls: outcome.calls,
    });
    return outcome;
  };
  const empty = { services: 0, voyages: 0, calls: 0, changedCalls: 0 };
  if (!clients.ovs)
    return { status: 'skipped', reason: 'no schedule provider configured', ...empty, cutOffs: 'none' };

  let ovs: ScheduleBatch;
  try {
    ovs = await clients.ovs.fetchServiceSchedules(window);
  } catch (err) {
    const fault = describeFault(err);
    log?.warn({ reason: fault.reason }, 'schedule ingest: OVS provider fault, nothing stored');
    return record({ ...fault, ...empty, cutOffs: 'none' });
  }
  let cs: ScheduleBatch | null = null;
  let cutOffs: IngestOutcome['cutOffs'] = 'none';
  let csReason: string | null = null;
  if (clients.cs) {
    try {
      cs = await clients.cs.fetchVesselSchedules({ startDate: day(now - DAY), endDate: window.endDate });
      cutOffs = 'ok';
    } catch (err) {
      csReason = describeFault(err).reason;
      cutOffs = 'failed';
      log?.warn({ reason: csReason }, 'schedule ingest: CS provider fault, stored cut-offs kept');
    }
  }

  const merged = mergeCutOffs(ovs, cs);
  const carriers = serviceCarrierCodes(merged.voyages, clients.carrierCode);
  const stored = await storeSchedules({
    db,
    source: 'dcsa-ovs-3.0',
    now: startedAt,
    voyages: merged.voyages.map((v) => ({
      ...v,
      carrierCode: carriers.get(v.serviceCode) ?? 'UNKNOWN',
      calls: v.calls.map((c) => ({ ...c, portKey: ports.get(c.portCode)?.code ?? c.portCode })),
    })),
  });
  const notes = [
    ...(ovs.skipped.length > 0 ? [`${ovs.skipped.length} calls skipped (${ovs.skipped[0]?.reason})`] : []),
    ...(ovs.unknownStatusCodes.length > 0
      ? [`unknown status codes ${ovs.unknownStatusCodes.join(',')}`]
      : []),
    ...(csReason ? [`cut-offs not refreshed: ${csReason}`] : []),
  ];
  return record({
    status: 'ok',
    reason: notes.length > 0 ? notes.join('; ') : null,
    services: stored.services,
    voyages: stored.voyages,
    calls: stored.calls,
    changedCalls: stored.changedCalls,
    cutOffs,
  });
}
