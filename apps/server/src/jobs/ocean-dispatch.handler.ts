import { claimDueShipments } from '../services/ocean/claim-due-shipments.js';
import { refreshShipments } from '../services/ocean/refresh-shipments.js';
import type { JobHandler } from './define-job.js';
import { storeFollowUps } from './store-follow-ups.js';

const handleOceanDispatch: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, providers, reference, jobs, log, jobId },
) => {
  const started = Date.now();
  const claimed = await claimDueShipments({
    db,
    now: clock.now(),
    perCarrier: config.oceanCarrierRatePerMinute,
  });
  if (claimed.length === 0) return;
  const result = await refreshShipments({
    db,
    client: providers.ocean?.client ?? null,
    shipments: claimed,
    ports: reference.ports,
    concurrency: config.oceanRefreshConcurrency,
    followUps: storeFollowUps(jobs),
  });
  log.info(
    { jobId, source, claimed: claimed.length, ...result, ms: Date.now() - started },
    'ocean shipments refreshed',
  );
};

export default handleOceanDispatch;
