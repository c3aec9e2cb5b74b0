import { recomputeRefreshIntervals } from '../services/ocean/recompute-refresh-intervals.js';
import type { JobHandler } from './define-job.js';

const handleOceanIntervals: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const { changed } = await recomputeRefreshIntervals({ db });
  if (changed > 0) log.info({ jobId, source, changed }, 'ocean refresh intervals follow the plans');
};

export default handleOceanIntervals;
