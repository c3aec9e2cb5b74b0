import { oceanPushOf } from '../providers/resolve-providers.js';
import { createPushSubscriptions } from '../services/ocean/push/create-push-subscriptions.js';
import { removePushSubscriptions } from '../services/ocean/push/remove-push-subscriptions.js';
import { rotatePushSecrets } from '../services/ocean/push/rotate-push-secrets.js';
import type { JobHandler } from './define-job.js';

/** Provider calls per run and kind: a minute's work, the rest waits for the next run. */
const PER_RUN = 200;

const handleOceanPush: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, providers, log, jobId },
) => {
  if (!config.oceanPushCallbackBase) return;
  const push = oceanPushOf(providers.ocean);
  if (!push) return;
  const removed = await removePushSubscriptions({ db, push, limit: PER_RUN });
  const created = await createPushSubscriptions({
    db,
    push,
    callbackBase: config.oceanPushCallbackBase,
    limit: PER_RUN,
  });
  const rotated = await rotatePushSecrets({
    db,
    push,
    now: clock.now(),
    maxAgeDays: config.oceanPushSecretDays,
    limit: PER_RUN,
  });
  if (
    created.created + created.failed + removed.removed + removed.failed + rotated.rotated + rotated.failed >
    0
  )
    log.info({ jobId, source, ...created, ...removed, ...rotated }, 'ocean push subscriptions maintained');
};

export default handleOceanPush;
