import { loadConfigOrExit, requireDatabaseUrl } from './config.js';
import { serve } from './process/serve.js';

// Scaled deployment, API replica: serves HTTP, sends jobs and keeps the cron schedules; the
// jobs themselves run in start-worker processes.
const config = requireDatabaseUrl(loadConfigOrExit(), 'start-api');
await serve({ config, jobs: { schedule: true, work: false } });
