import { loadConfigOrExit } from './config.js';
import { serve } from './process/serve.js';

// Embedded deployment (`npm start`): one process serves HTTP, schedules and works the jobs, on
// PGlite unless DATABASE_URL is set.
await serve({ config: loadConfigOrExit(), jobs: { schedule: true, work: true } });
