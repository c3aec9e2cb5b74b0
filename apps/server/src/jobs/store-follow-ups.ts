import type { StoreFollowUps } from '../services/ocean/store-tracking-batch.js';
import type { JobSender } from './define-job.js';
import { queueNotificationsFanOut } from './notifications-fan-out.js';
import { queueSailedRoute } from './ocean-sailed-route.js';

/** What a stored poll queues with its cause: the sailed route on completion, notifications on changes. */
export function storeFollowUps(jobs: JobSender | null): StoreFollowUps {
  return { completed: queueSailedRoute(jobs), datesChanged: queueNotificationsFanOut(jobs) };
}
