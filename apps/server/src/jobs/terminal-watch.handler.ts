import { watchTerminalShipments } from '../services/terminal/watch-terminal-shipments.js';
import type { JobHandler } from './define-job.js';
import { queueNotificationsFanOut } from './notifications-fan-out.js';

const handleTerminalWatch: JobHandler<{ source: string }> = async (
  { source },
  { db, clock, jobs, providers, reference, config, log, jobId },
) => {
  const client = providers.terminal?.client;
  if (!client) return;
  const result = await watchTerminalShipments({
    db,
    client,
    now: clock.now(),
    zoneOf: (code) => reference.ports.get(code)?.timeZone ?? null,
    recheckMinutes: config.terminalWatchRecheckMinutes,
    limit: config.terminalWatchBatch,
    remindersRecorded: queueNotificationsFanOut(jobs),
    log,
  });
  if (result.checked + result.due > 0) log.info({ jobId, source, ...result }, 'terminal watch');
};

export default handleTerminalWatch;
