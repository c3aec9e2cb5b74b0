import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';
import { deliverWebhookMessage } from '../deliver-webhook-message.js';
import { sendWebhook } from '../send-webhook.js';

/**
 * A worker stand-in for the kill -9 test (run with tsx's loader, killed with SIGKILL by the test):
 * one attempt of the message of TL_WEBHOOK_MESSAGE on the database of DATABASE_URL / DATA_DIR.
 * The test's receiver holds the request without answering, and the test kills this process then:
 * the message was sent and nothing of the attempt committed.
 */
const env = process.env;
const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX_WORLD: 'false', ...env });
const db = await openDatabase(config);
process.stdout.write('ready\n');
const outcome = await deliverWebhookMessage({
  db,
  ticket: { messageId: env.TL_WEBHOOK_MESSAGE ?? '', run: 0, attempt: 0 },
  now: () => new Date(),
  policy: { attempts: 5, baseSeconds: 60, maxDelaySeconds: 3600 },
  send: (request) => sendWebhook(request, { timeoutMs: 60_000, allowPrivate: true }),
  queueAttempt: async () => {},
  endpointDisabled: async () => {},
});
process.stdout.write(`outcome ${outcome}\n`);
await db.close();
