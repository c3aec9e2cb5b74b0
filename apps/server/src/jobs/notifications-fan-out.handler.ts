import { fanOutShipmentChanges } from '../services/notifications/fan-out-shipment-changes.js';
import type { JobHandler } from './define-job.js';
import { notificationsDeliver } from './notifications-deliver.js';
import { notificationsFanOut } from './notifications-fan-out.js';
import { webhooksDeliver } from './webhooks-deliver.js';

const handleNotificationsFanOut: JobHandler<{ shipmentId: string }> = async (
  { shipmentId },
  { db, clock, jobs, reference, log, jobId },
) => {
  const result = await fanOutShipmentChanges({
    db,
    shipmentId,
    now: clock.now(),
    ports: reference.ports,
    queueDelivery: async (deliveryId, tx) => {
      await jobs?.send(notificationsDeliver, { deliveryId }, { within: tx });
    },
    queueAgainAt: async (at, tx) => {
      await jobs?.send(notificationsFanOut, { shipmentId }, { within: tx, startAfter: at });
    },
    queueWebhook: async (ticket, tx) => {
      await jobs?.send(webhooksDeliver, ticket, { within: tx });
    },
  });
  if (result.status !== 'nothing') log.info({ jobId, shipmentId, ...result }, 'notifications fanned out');
};

export default handleNotificationsFanOut;
