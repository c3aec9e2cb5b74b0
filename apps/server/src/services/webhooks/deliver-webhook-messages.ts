import { WEBHOOK_DISABLE_AFTER_HOURS } from '@tracklane/domain';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.js';
import { rowsOf, type SqlRunner } from '../../db/sql-rows.js';
import type { AttemptTicket, DisabledEndpoint, WebhookDeliveryOutcome } from './deliver-webhook-message.js';
import { type RetryPolicy, retryDelayMs } from './retry-schedule.js';
import type { WebhookAnswer, WebhookRequest } from './send-webhook.js';
import { signatureHeader, signingSecrets } from './webhook-signature.js';

interface Loaded {
  ticket: AttemptTicket;
  body: string;
  endpoint: {
    id: string;
    url: string;
    secret: string;
    previousSecret: string | null;
    previousSecretValidUntil: Date | null;
  };
}

interface Sent extends Loaded {
  sentAt: Date;
  after: Date;
  answer: WebhookAnswer;
}

/**
 * Attempts of many webhook messages in one run (the tickets of the `webhooks.deliver` jobs a
 * worker fetched together: at most 100). Each message is attempted exactly as deliver-webhook-message.ts
 * describes; what is shared is the work around the sends: one read of all messages and their
 * endpoints, the sends in parallel (at most `concurrency`), and per endpoint one transaction
 * that records its attempts together (claim and new state in one UPDATE, the log rows in one
 * INSERT, the endpoint's failure streak once). An endpoint's attempts are recorded as soon as its
 * own sends are done, so a slow endpoint delays only its own. A run killed after its sends and
 * before a commit is run again by the job queue with the same tickets: each message of an
 * unrecorded endpoint is sent once more at most (same `webhook-id`); recorded ones are stale.
 * Answers each ticket's outcome, in the tickets' order.
 */
export async function deliverWebhookMessages({
  db,
  tickets,
  now,
  policy,
  send,
  queueAttempt,
  endpointDisabled,
  random = Math.random,
  concurrency,
}: {
  db: Database;
  tickets: readonly AttemptTicket[];
  /** The clock: the attempt's time and the base of the next one's. */
  now: () => Date;
  policy: RetryPolicy;
  send(request: WebhookRequest): Promise<WebhookAnswer>;
  queueAttempt(ticket: AttemptTicket, at: Date, tx: SqlRunner): Promise<void>;
  endpointDisabled(endpoint: DisabledEndpoint): Promise<void>;
  random?: () => number;
  /** Sends in flight at once; all of the batch unless said (the job bounds a batch's size). */
  concurrency?: number;
}): Promise<WebhookDeliveryOutcome[]> {
  const outcomes = new Map<string, WebhookDeliveryOutcome>();
  const keyOf = (t: AttemptTicket) => `${t.messageId}\u0000${t.run}\u0000${t.attempt}`;
  if (tickets.length === 0) return [];
  const rows = await db.orm
    .select({
      message: {
        id: webhookMessages.id,
        body: webhookMessages.body,
        status: webhookMessages.status,
        run: webhookMessages.deliveryRun,
        attemptCount: webhookMessages.attemptCount,
      },
      endpoint: {
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        enabled: webhookEndpoints.enabled,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretValidUntil: webhookEndpoints.previousSecretValidUntil,
      },
    })
    .from(webhookMessages)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
    .where(inArray(webhookMessages.id, [...new Set(tickets.map((t) => t.messageId))]));
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const byEndpoint = new Map<string, Loaded[]>();
  const seen = new Set<string>();
  for (const ticket of tickets) {
    const row = byId.get(ticket.messageId);
    if (!row) {
      outcomes.set(keyOf(ticket), 'missing');
      continue;
    }
    const { message, endpoint } = row;
    // A message appears once per run: a second ticket for it (another run or attempt) is stale.
    if (
      seen.has(message.id) ||
      message.run !== ticket.run ||
      message.attemptCount !== ticket.attempt ||
      message.status !== 'pending'
    ) {
      outcomes.set(keyOf(ticket), 'stale');
      continue;
    }
    seen.add(message.id);
    if (!endpoint.enabled) {
      await db.orm
        .update(webhookMessages)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(and(eq(webhookMessages.id, message.id), eq(webhookMessages.deliveryRun, ticket.run)));
      outcomes.set(keyOf(ticket), 'endpoint-disabled');
      continue;
    }
    const group = byEndpoint.get(endpoint.id) ?? [];
    group.push({ ticket, body: message.body, endpoint });
    byEndpoint.set(endpoint.id, group);
  }

  const slots = limiter(Math.max(1, concurrency ?? tickets.length));
  const attemptOne = (item: Loaded): Promise<Sent> =>
    slots(async () => {
      const sentAt = now();
      const timestamp = Math.floor(sentAt.getTime() / 1000);
      const id = item.ticket.messageId;
      const answer = await send({
        url: item.endpoint.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tracklane-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(
            signingSecrets(item.endpoint, sentAt),
            id,
            timestamp,
            item.body,
          ),
        },
        body: item.body,
      });
      return { ...item, sentAt, after: now(), answer };
    });

  // Every endpoint's sends and record run to their end before a failure is thrown: a run failed
  // (and retried) while some of its sends were still going could send those twice at once.
  const settled = await Promise.allSettled(
    [...byEndpoint.values()].map(async (group) => {
      const sent = await Promise.all(group.map(attemptOne));
      let disabled: DisabledEndpoint | null = null;
      const recorded = await db.orm.transaction((tx) =>
        recordAttempts(tx, sent, {
          policy,
          random,
          queueAttempt,
          onDisabled: (endpoint) => {
            disabled = endpoint;
          },
        }),
      );
      for (const [messageId, outcome] of recorded) {
        const item = sent.find((s) => s.ticket.messageId === messageId);
        if (item) outcomes.set(keyOf(item.ticket), outcome);
      }
      if (disabled) await endpointDisabled(disabled);
    }),
  );
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return tickets.map((t) => outcomes.get(keyOf(t)) ?? 'stale');
}

/**
 * Records one endpoint's sent attempts in its transaction. Only a message still at the run and
 * attempt its ticket names is claimed (a concurrent redelivery wins); the claim, the attempt
 * count and the new state are one UPDATE. A success clears the endpoint's failure streak; when
 * all failed, the streak starts (or goes on) and, past WEBHOOK_DISABLE_AFTER_HOURS, the endpoint
 * is disabled and these messages fail; otherwise each failed one gets its next attempt (backoff
 * with jitter) or, after the last, fails.
 */
async function recordAttempts(
  tx: Database['orm'],
  sent: readonly Sent[],
  {
    policy,
    random,
    queueAttempt,
    onDisabled,
  }: {
    policy: RetryPolicy;
    random: () => number;
    queueAttempt(ticket: AttemptTicket, at: Date, tx: SqlRunner): Promise<void>;
    onDisabled(endpoint: DisabledEndpoint): void;
  },
): Promise<Map<string, WebhookDeliveryOutcome>> {
  const outcomes = new Map<string, WebhookDeliveryOutcome>();
  const endpoint = sent[0]?.endpoint;
  if (!endpoint) return outcomes;
  const plans = sent.map((s) => {
    const made = s.ticket.attempt + 1;
    if (s.answer.succeeded) return { s, outcome: 'delivered' as const, nextAt: null };
    if (made >= policy.attempts) return { s, outcome: 'gave-up' as const, nextAt: null };
    const nextAt = new Date(s.after.getTime() + retryDelayMs(made, policy, random));
    return { s, outcome: 'retry-queued' as const, nextAt };
  });
  const values: SQL[] = plans.map(
    ({ s, outcome, nextAt }) =>
      sql`(${s.ticket.messageId}, ${s.ticket.run}::int, ${s.ticket.attempt}::int, ${
        outcome === 'delivered' ? 'delivered' : outcome === 'gave-up' ? 'failed' : 'pending'
      }, ${outcome === 'delivered' ? s.after.toISOString() : null}::timestamptz, ${nextAt?.toISOString() ?? null}::timestamptz)`,
  );
  const claimed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update webhook_messages m
         set attempt_count = m.attempt_count + 1, status = v.status,
             delivered_at = coalesce(v.delivered_at, m.delivered_at), next_attempt_at = v.next_at
        from (values ${sql.join(values, sql`, `)}) as v(id, run, attempt, status, delivered_at, next_at)
       where m.id = v.id and m.delivery_run = v.run and m.attempt_count = v.attempt and m.status = 'pending'
      returning m.id`),
  );
  const mine = new Set(claimed.map((c) => c.id));
  for (const { s } of plans) if (!mine.has(s.ticket.messageId)) outcomes.set(s.ticket.messageId, 'stale');
  const live = plans.filter(({ s }) => mine.has(s.ticket.messageId));
  if (live.length === 0) return outcomes;
  await tx.insert(webhookAttempts).values(
    live.map(({ s }) => ({
      messageId: s.ticket.messageId,
      at: s.sentAt,
      statusCode: s.answer.statusCode,
      latencyMs: s.answer.latencyMs,
      responseExcerpt: s.answer.responseExcerpt,
      error: s.answer.error?.slice(0, 500).replaceAll('\u0000', '') ?? null,
      succeeded: s.answer.succeeded,
    })),
  );
  if (live.some((p) => p.s.answer.succeeded)) {
    // Only an endpoint with a streak is written: concurrent successes do not queue on its row.
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNotNull(webhookEndpoints.failingSince)));
    for (const p of live) outcomes.set(p.s.ticket.messageId, p.outcome);
    if (live.every((p) => p.s.answer.succeeded)) return outcomes;
  }
  const failed = live.filter((p) => !p.s.answer.succeeded);
  const firstSentAt = failed.reduce((min, p) => (p.s.sentAt < min ? p.s.sentAt : min), failed[0]!.s.sentAt);
  const lastAfter = failed.reduce((max, p) => (p.s.after > max ? p.s.after : max), failed[0]!.s.after);
  if (failed.length === live.length) {
    const [streak] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${firstSentAt.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failingSince: webhookEndpoints.failingSince, ownerUserId: webhookEndpoints.ownerUserId });
    const failingSince = streak?.failingSince ?? firstSentAt;
    if (lastAfter.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000) {
      const turnedOff = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failing', updatedAt: lastAfter })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      await tx
        .update(webhookMessages)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(
          inArray(
            webhookMessages.id,
            failed.map((p) => p.s.ticket.messageId),
          ),
        );
      if (turnedOff.length > 0)
        onDisabled({
          endpointId: endpoint.id,
          url: endpoint.url,
          ownerUserId: streak?.ownerUserId ?? null,
          failingSince,
        });
      for (const p of failed) outcomes.set(p.s.ticket.messageId, 'endpoint-disabled-now');
      return outcomes;
    }
  }
  for (const p of failed) {
    outcomes.set(p.s.ticket.messageId, p.outcome);
    if (p.nextAt)
      await queueAttempt(
        { messageId: p.s.ticket.messageId, run: p.s.ticket.run, attempt: p.s.ticket.attempt + 1 },
        p.nextAt,
        tx,
      );
  }
  return outcomes;
}

/** Runs at most `size` of the given tasks at once. */
function limiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot to the next waiting one, so no newcomer slips in between.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
