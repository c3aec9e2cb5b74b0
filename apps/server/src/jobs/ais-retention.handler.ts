import { deleteStaleStations } from '../services/ais/delete-stale-stations.js';
import { PositionPartitions } from '../services/ais/position-partitions.js';
import type { JobHandler } from './define-job.js';

const handleAisRetention: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, log, jobId },
) => {
  const { aisRetentionDays } = config;
  const cutoff = clock.now().getTime() - aisRetentionDays * 86_400_000;
  const dropped = await new PositionPartitions(db).dropBefore(cutoff);
  if (dropped.length > 0) log.info({ jobId, source, dropped, aisRetentionDays }, 'old vessel track dropped');
  const stations = await deleteStaleStations({ db, cutoff });
  if (stations > 0) log.info({ jobId, source, stations, aisRetentionDays }, 'silent AIS stations deleted');
};

export default handleAisRetention;
