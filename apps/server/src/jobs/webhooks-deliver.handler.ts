import { deliverWebhookMessage } from '../services/webhooks/deliver-webhook-message.js';
import { sendWebhook } from '../services/webhooks/send-webhook.js';
import { tellOwnerEndpointDisabled } from '../services/webhooks/tell-owner-endpoint-disabled.js';
import type { JobHandler } from './define-job.js';
import { webhooksDeliver } from './webhooks-deliver.js';

const handleWebhooksDeliver: JobHandler<{ messageId: string; run: number; attempt: number }> = async (
  ticket,
  { db, config, clock, jobs, messaging, log, jobId },
) => {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const outcome = await deliverWebhookMessage({
    db,
    ticket,
    now: () => clock.now(),
    policy: {
      attempts: config.webhookRetryAttempts,
      baseSeconds: config.webhookRetryBaseSeconds,
      maxDelaySeconds: config.webhookRetryMaxDelaySeconds,
    },
    send: (request) =>
      sendWebhook(request, {
        timeoutMs: config.webhookTimeoutMs,
        allowPrivate: config.webhookAllowPrivateAddresses,
      }),
    queueAttempt: async (next, at, tx) => {
      await jobs?.send(webhooksDeliver, next, { within: tx, startAfter: at });
    },
    endpointDisabled: async (endpoint) => {
      if (!messaging) return;
      const told = await tellOwnerEndpointDisabled({
        db,
        endpoint,
        settingsUrl: `${base}/user/settings/notifications`,
        sendMail: (message) => messaging.sendMail(message),
      });
      log.warn({ jobId, endpointId: endpoint.endpointId, told }, 'webhook endpoint disabled after failing');
    },
  });
  log.info({ jobId, ...ticket, outcome }, 'webhook attempt');
};

export default handleWebhooksDeliver;
