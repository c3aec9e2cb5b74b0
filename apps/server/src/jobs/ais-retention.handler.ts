import { loadConfig } from '../config.js';
import { PositionPartitions } from '../services/ais/position-partitions.js';
import type { JobHandler } from './define-job.js';

/** Job handlers get only the database, so the retention comes from this process's settings. */
const handleAisRetention: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const { aisRetentionDays } = loadConfig(process.env);
  const dropped = await new PositionPartitions(db).dropBefore(Date.now() - aisRetentionDays * 86_400_000);
  if (dropped.length > 0) log.info({ jobId, source, dropped, aisRetentionDays }, 'old vessel track dropped');
};

export default handleAisRetention;
