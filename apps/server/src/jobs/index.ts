import { aisRetention } from './ais-retention.js';
import { authCleanup } from './auth-cleanup.js';
import type { JobDefinition } from './define-job.js';
import { digestsDeliver } from './digests-deliver.js';
import { digestsRun } from './digests-run.js';
import { exportBuild } from './export-build.js';
import { exportCleanup } from './export-cleanup.js';
import { exportsMail } from './exports-mail.js';
import { exportsSchedule } from './exports-schedule.js';
import { notificationsCleanup } from './notifications-cleanup.js';
import { notificationsDeliver } from './notifications-deliver.js';
import { notificationsFanOut } from './notifications-fan-out.js';
import { notificationsStale } from './notifications-stale.js';
import { oceanDispatch } from './ocean-dispatch.js';
import { oceanFirstPolls } from './ocean-first-polls.js';
import { oceanImport } from './ocean-import.js';
import { oceanIntervals } from './ocean-intervals.js';
import { oceanPush } from './ocean-push.js';
import { oceanRefresh } from './ocean-refresh.js';
import { oceanSailedRoute } from './ocean-sailed-route.js';
import { schedulesAisMatch } from './schedules-ais-match.js';
import { schedulesIngest } from './schedules-ingest.js';
import { shareMail } from './share-mail.js';
import { systemHeartbeat } from './system-heartbeat.js';
import { terminalWatch } from './terminal-watch.js';
import { webhooksDeliver } from './webhooks-deliver.js';

/** Every job of the server: one line per job. Queues are created and schedules set from this list. */
export const JOBS: readonly JobDefinition[] = [
  systemHeartbeat,
  authCleanup,
  oceanDispatch,
  oceanFirstPolls,
  oceanRefresh,
  oceanPush,
  oceanIntervals,
  oceanSailedRoute,
  oceanImport,
  notificationsFanOut,
  notificationsDeliver,
  notificationsStale,
  notificationsCleanup,
  webhooksDeliver,
  digestsRun,
  digestsDeliver,
  terminalWatch,
  exportBuild,
  exportCleanup,
  shareMail,
  exportsMail,
  exportsSchedule,
  aisRetention,
  schedulesIngest,
  schedulesAisMatch,
];
