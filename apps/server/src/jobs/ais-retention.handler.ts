import { PositionPartitions } from '../services/ais/position-partitions.js';
import type { JobHandler } from './define-job.js';

const handleAisRetention: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, log, jobId },
) => {
  const { aisRetentionDays } = config;
  const dropped = await new PositionPartitions(db).dropBefore(
    clock.now().getTime() - aisRetentionDays * 86_400_000,
  );
  if (dropped.length > 0) log.info({ jobId, source, dropped, aisRetentionDays }, 'old vessel track dropped');
};

export default handleAisRetention;
