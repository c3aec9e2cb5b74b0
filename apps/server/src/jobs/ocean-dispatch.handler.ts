import { loadConfig } from '../config.js';
import { loadReferenceData } from '../reference/load-reference-data.js';
import { claimDueShipments } from '../services/ocean/claim-due-shipments.js';
import { currentOceanClient } from '../services/ocean/ocean-client.js';
import { refreshShipments } from '../services/ocean/refresh-shipments.js';
import type { JobHandler } from './define-job.js';

let referenceData: ReturnType<typeof loadReferenceData> | undefined;

const handleOceanDispatch: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const config = loadConfig(process.env);
  referenceData ??= loadReferenceData();
  const started = Date.now();
  const claimed = await claimDueShipments({
    db,
    now: new Date(),
    perCarrier: config.oceanCarrierRatePerMinute,
  });
  if (claimed.length === 0) return;
  const result = await refreshShipments({
    db,
    client: await currentOceanClient(),
    shipments: claimed,
    ports: referenceData.ports,
    concurrency: config.oceanRefreshConcurrency,
  });
  log.info(
    { jobId, source, claimed: claimed.length, ...result, ms: Date.now() - started },
    'ocean shipments refreshed',
  );
};

export default handleOceanDispatch;
