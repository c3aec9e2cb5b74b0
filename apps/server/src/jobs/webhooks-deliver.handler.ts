import { deliverWebhookMessages } from '../services/webhooks/deliver-webhook-messages.js';
import { sendWebhook } from '../services/webhooks/send-webhook.js';
import { tellOwnerEndpointDisabled } from '../services/webhooks/tell-owner-endpoint-disabled.js';
import type { JobHandler } from './define-job.js';
import { webhooksDeliver } from './webhooks-deliver.js';

type Ticket = { messageId: string; run: number; attempt: number };

const handleWebhooksDeliver: JobHandler<Ticket | { tickets: Ticket[] }> = async (
  payload,
  { db, config, clock, jobs, messaging, log, jobId },
) => {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const tickets = 'tickets' in payload ? payload.tickets : [payload];
  const outcomes = await deliverWebhookMessages({
    db,
    tickets,
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
  if (tickets.length === 1) log.info({ jobId, ...tickets[0], outcome: outcomes[0] }, 'webhook attempt');
  else {
    // One line per batch: the delivery log (webhook_attempts) has each attempt.
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    log.info({ jobId, messages: tickets.length, outcomes: counts }, 'webhook attempts');
  }
};

export default handleWebhooksDeliver;
