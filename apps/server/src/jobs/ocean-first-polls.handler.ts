import { claimFirstPolls } from '../services/ocean/claim-first-polls.js';
import { refreshShipments } from '../services/ocean/refresh-shipments.js';
import type { JobHandler } from './define-job.js';
import { storeFollowUps } from './store-follow-ups.js';

/** Shipments claimed at a time: a batch's polls are in flight together, the next claimed as it ends. */
export const FIRST_POLL_BATCH = 100;
/** A run stops claiming after this long (well within its expiry); the next run takes the rest. */
const RUN_BUDGET_MS = 2 * 60_000;

const handleOceanFirstPolls: JobHandler<{ carrierCode: string }> = async (
  { carrierCode },
  { db, config, clock, providers, reference, jobs, log, jobId },
) => {
  const started = Date.now();
  let polled = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const batch = await claimFirstPolls({ db, carrierCode, now: clock.now(), limit: FIRST_POLL_BATCH });
    if (batch.length === 0) break;
    const result = await refreshShipments({
      db,
      client: providers.ocean?.client ?? null,
      shipments: batch,
      ports: reference.ports,
      concurrency: config.oceanRefreshConcurrency,
      followUps: storeFollowUps(jobs),
    });
    polled += batch.length;
    failed += result.failed;
    firstFailure ??= result.firstFailure;
  }
  // Database failures are thrown so pg-boss retries; the failed shipments come back after their lease.
  if (failed > 0) throw new Error(`${failed} of ${polled} first polls failed (${firstFailure})`);
  if (polled > 0) log.info({ jobId, carrierCode, polled, ms: Date.now() - started }, 'first polls done');
};

export default handleOceanFirstPolls;
