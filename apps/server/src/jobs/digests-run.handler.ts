import { runDueDigests } from '../services/notifications/run-due-digests.js';
import type { JobHandler } from './define-job.js';
import { digestsDeliver } from './digests-deliver.js';

const handleDigestsRun: JobHandler<{ source: string }> = async (
  _payload,
  { db, clock, jobs, reference, log, jobId },
) => {
  const result = await runDueDigests({
    db,
    now: clock.now(),
    ports: reference.ports,
    queueDelivery: async (deliveryId, tx) => {
      await jobs?.send(digestsDeliver, { deliveryId }, { within: tx });
    },
  });
  if (result.runs > 0) log.info({ jobId, ...result }, 'digests run');
};

export default handleDigestsRun;
