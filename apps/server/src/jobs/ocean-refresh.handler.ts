import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { oceanShipments } from '../db/schema/index.js';
import { loadReferenceData } from '../reference/load-reference-data.js';
import { currentOceanClient } from '../services/ocean/ocean-client.js';
import { refreshShipments } from '../services/ocean/refresh-shipments.js';
import type { JobHandler } from './define-job.js';

let referenceData: ReturnType<typeof loadReferenceData> | undefined;

const handleOceanRefresh: JobHandler<{ shipmentIds: string[] }> = async (
  { shipmentIds },
  { db, log, jobId },
) => {
  referenceData ??= loadReferenceData();
  const shipments = await db.orm
    .select({ id: oceanShipments.id, carrierCode: oceanShipments.carrierCode })
    .from(oceanShipments)
    .where(inArray(oceanShipments.id, shipmentIds));
  const result = await refreshShipments({
    db,
    client: await currentOceanClient(),
    shipments,
    ports: referenceData.ports,
    concurrency: loadConfig(process.env).oceanRefreshConcurrency,
  });
  // Database failures are thrown so pg-boss retries the job; provider faults are on the shipment.
  if (result.failed > 0) throw new Error(`${result.failed} of ${shipments.length} ocean refreshes failed`);
  log.info({ jobId, ...result }, 'ocean shipments refreshed on demand');
};

export default handleOceanRefresh;
