import { authCleanup } from './auth-cleanup.js';
import type { JobDefinition } from './define-job.js';
import { systemHeartbeat } from './system-heartbeat.js';

/** Every job of the server: one line per job. Queues are created and schedules set from this list. */
export const JOBS: readonly JobDefinition[] = [systemHeartbeat, authCleanup];
