import { saveCompletedRoute } from '../services/ocean/save-completed-route.js';
import type { JobHandler } from './define-job.js';

const handleOceanSailedRoute: JobHandler<{ shipmentId: string }> = async (
  { shipmentId },
  { db, reference, log, jobId },
) => {
  const saved = await saveCompletedRoute({
    db,
    shipmentId,
    ports: reference.ports,
    router: reference.seaRouter,
  });
  log.info({ jobId, shipmentId, ...saved }, 'sailed route saved');
};

export default handleOceanSailedRoute;
