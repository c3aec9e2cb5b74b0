import { findShipmentCarriers } from '../services/ocean/find-shipment-carriers.js';
import { refreshShipments } from '../services/ocean/refresh-shipments.js';
import type { JobHandler } from './define-job.js';
import { storeFollowUps } from './store-follow-ups.js';

const handleOceanRefresh: JobHandler<{ shipmentIds: string[] }> = async (
  { shipmentIds },
  { db, config, providers, reference, jobs, log, jobId },
) => {
  const shipments = await findShipmentCarriers({ db, shipmentIds });
  const result = await refreshShipments({
    db,
    client: providers.ocean?.client ?? null,
    shipments,
    ports: reference.ports,
    concurrency: config.oceanRefreshConcurrency,
    followUps: storeFollowUps(jobs),
  });
  // Database failures are thrown so pg-boss retries the job; provider faults are on the shipment.
  if (result.failed > 0) throw new Error(`${result.failed} of ${shipments.length} ocean refreshes failed`);
  log.info({ jobId, ...result }, 'ocean shipments refreshed on demand');
};

export default handleOceanRefresh;
