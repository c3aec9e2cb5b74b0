import {
  ZDeliveryLogPage,
  ZDigestSchedule,
  ZDigestScheduleInput,
  ZEffectiveNotificationRule,
  ZEnvelope,
  ZMarkNoticesRead,
  ZNoticeEmailUnsubscribed,
  ZNoticesPage,
  ZNotificationRuleInput,
  ZNotificationUsage,
  ZOrganizationNotificationRule,
  ZOrganizationNotificationRuleInput,
  ZUnreadNotices,
  ZWebhookDeliveriesPage,
  ZWebhookEndpoint,
  ZWebhookEndpointId,
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
  ZWebhookRedeliver,
  ZWebhookRedelivered,
  ZWebhookTestEvent,
  ZWebhookTestSent,
} from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import * as examples from './openapi-examples.js';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  await app.ready();
});
afterAll(() => ctx?.cleanup());

/** JSON content of an OpenAPI answer or body: where an example sits. */
type Content = {
  'application/json'?: { schema?: { examples?: unknown[] }; examples?: unknown; example?: unknown };
};
const hasExample = (content: Content | undefined) => {
  const json = content?.['application/json'];
  return Boolean(json?.example ?? json?.examples ?? json?.schema?.examples?.length);
};

/**
 * The calls of issue 21's notifications and webhooks: tagged 'notifications', or under
 * /application/webhooks (not the carriers' push callback /webhooks/dcsa/…, another feature).
 */
const covered = (path: string, op: { tags?: string[] }) =>
  Boolean(op.tags?.includes('notifications')) || path.startsWith('/application/webhooks');

type Operation = {
  tags?: string[];
  responses?: Record<string, { content?: Content }>;
  requestBody?: { content?: Content };
};
type Doc = { paths: Record<string, Record<string, Operation>> };
const documentation = async () => (await app.inject({ url: '/documentation/json' })).json() as Doc;

function* operations(doc: Doc) {
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (covered(path, op)) yield { call: `${method.toUpperCase()} ${path}`, op };
}

/** The wire schemas of each call's answer data, body and query (packages/domain/src/notifications). */
const contracts: Record<string, { answer: z.ZodType; body?: z.ZodType }> = {
  'GET /application/rule/event': { answer: ZEffectiveNotificationRule },
  'POST /application/rule/event': { answer: ZEffectiveNotificationRule, body: ZNotificationRuleInput },
  'GET /application/rule/calls0': { answer: ZNotificationUsage },
  'GET /application/rule/deliveries': { answer: ZDeliveryLogPage },
  'GET /application/rule/digest': { answer: ZDigestSchedule },
  'POST /application/rule/digest': { answer: ZDigestSchedule, body: ZDigestScheduleInput },
  'GET /application/rule/event/organization': { answer: ZOrganizationNotificationRule },
  'POST /application/rule/event/organization': {
    answer: ZOrganizationNotificationRule,
    body: ZOrganizationNotificationRuleInput,
  },
  'POST /application/rule/event/organization/delete': { answer: ZOrganizationNotificationRule },
  'POST /application/rule/event/reset': { answer: ZEffectiveNotificationRule },
  'GET /application/notices': { answer: ZNoticesPage },
  'GET /application/notices/unread': { answer: ZUnreadNotices },
  'POST /application/notices/read': { answer: ZUnreadNotices, body: ZMarkNoticesRead },
  'POST /application/notices/unsubscribe': { answer: ZNoticeEmailUnsubscribed },
  'GET /application/webhooks': { answer: z.array(ZWebhookEndpoint) },
  'POST /application/webhooks': { answer: ZWebhookEndpointWithSecret, body: ZWebhookEndpointInput },
  'POST /application/webhooks/update': { answer: ZWebhookEndpoint, body: ZWebhookEndpointUpdate },
  'POST /application/webhooks/delete': { answer: z.null(), body: ZWebhookEndpointId },
  'POST /application/webhooks/rotate': { answer: ZWebhookEndpointWithSecret, body: ZWebhookEndpointId },
  'GET /application/webhooks/deliveries': { answer: ZWebhookDeliveriesPage },
  'POST /application/webhooks/redeliver': { answer: ZWebhookRedelivered, body: ZWebhookRedeliver },
  'POST /application/webhooks/test': { answer: ZWebhookTestSent, body: ZWebhookTestEvent },
};

/** Each example of openapi-examples.ts with the schema it must satisfy. */
const moduleExamples: [string, z.ZodType, unknown][] = [
  ['notificationRuleInputExample', ZNotificationRuleInput, examples.notificationRuleInputExample],
  ['effectiveRuleExample', ZEffectiveNotificationRule, examples.effectiveRuleExample],
  ['notificationUsageExample', ZNotificationUsage, examples.notificationUsageExample],
  ['deliveryLogExample', ZDeliveryLogPage, examples.deliveryLogExample],
  ['noticesPageExample', ZNoticesPage, examples.noticesPageExample],
  ['unreadNoticesExample', ZUnreadNotices, examples.unreadNoticesExample],
  ['noticesReadAnswerExample', ZUnreadNotices, examples.noticesReadAnswerExample],
  ...examples.markNoticesReadExamples.map(
    (e, i) => [`markNoticesReadExamples[${i}]`, ZMarkNoticesRead, e] as [string, z.ZodType, unknown],
  ),
  ['noticeUnsubscribedExample', ZNoticeEmailUnsubscribed, examples.noticeUnsubscribedExample],
  ['webhookEndpointExample', ZWebhookEndpoint, examples.webhookEndpointExample],
  ['webhookEndpointsExample', z.array(ZWebhookEndpoint), examples.webhookEndpointsExample],
  ['webhookCreatedExample', ZWebhookEndpointWithSecret, examples.webhookCreatedExample],
  ['webhookRotatedExample', ZWebhookEndpointWithSecret, examples.webhookRotatedExample],
  ['webhookDeliveriesExample', ZWebhookDeliveriesPage, examples.webhookDeliveriesExample],
  ['webhookRedeliveredExample', ZWebhookRedelivered, examples.webhookRedeliveredExample],
  ['webhookTestSentExample', ZWebhookTestSent, examples.webhookTestSentExample],
];

/** The examples of an answer or body as the reference shows them: one `example`, named `examples`, or the schema's. */
const examplesOf = (content: Content | undefined): unknown[] => {
  const json = content?.['application/json'];
  if (json?.example !== undefined) return [json.example];
  if (json?.examples)
    return Object.values(json.examples as Record<string, { value: unknown }>).map((e) => e.value);
  return json?.schema?.examples ?? [];
};

describe('the notification calls in the OpenAPI reference (issue 21)', () => {
  it('each answers with an example, and each body it takes has one', async () => {
    const missing: string[] = [];
    let calls = 0;
    for (const { call, op } of operations(await documentation())) {
      calls += 1;
      if (!hasExample(op.responses?.['200']?.content)) missing.push(`${call} answer`);
      if (op.requestBody && !hasExample(op.requestBody.content)) missing.push(`${call} body`);
    }
    expect(calls).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  it('leaves out the carriers’ push callback', async () => {
    const calls = [...operations(await documentation())].map((o) => o.call);
    expect(calls.filter((c) => c.includes('/webhooks/dcsa'))).toEqual([]);
    expect(calls).toContain('POST /application/webhooks/test');
  });

  it.each(moduleExamples)('%s is valid for its wire schema', (_name, schema, example) => {
    // parse throws with the issues, which name what drifted.
    expect(schema.parse(example)).toBeDefined();
  });

  it('the examples in the reference are valid for each call’s wire schema', async () => {
    const problems: string[] = [];
    const check = (what: string, schema: z.ZodType, values: unknown[]) => {
      for (const value of values) {
        const parsed = schema.safeParse(value);
        if (!parsed.success) problems.push(`${what}: ${z.prettifyError(parsed.error)}`);
      }
    };
    const seen: string[] = [];
    let checked = 0;
    for (const { call, op } of operations(await documentation())) {
      const contract = contracts[call];
      if (!contract) {
        problems.push(`${call}: no wire schema listed in this test`);
        continue;
      }
      seen.push(call);
      const answers = examplesOf(op.responses?.['200']?.content);
      checked += answers.length;
      check(`${call} answer`, ZEnvelope(contract.answer), answers);
      if (contract.body) {
        const bodies = examplesOf(op.requestBody?.content);
        checked += bodies.length;
        check(`${call} body`, contract.body, bodies);
      }
    }
    expect(problems).toEqual([]);
    expect(seen.sort()).toEqual(Object.keys(contracts).sort());
    // Each call's answer and the bodies: examples were found where the reference puts them.
    expect(checked).toBeGreaterThan(seen.length);
  });
});
