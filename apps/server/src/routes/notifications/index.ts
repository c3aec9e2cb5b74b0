import {
  ok,
  ZDeliveryLogPage,
  ZDeliveryLogQuery,
  ZEffectiveNotificationRule,
  ZEnvelope,
  ZMarkNoticesRead,
  ZNoticeEmailUnsubscribed,
  ZNoticesPage,
  ZNoticesQuery,
  ZNotificationRuleInput,
  ZNotificationUsage,
  ZUnreadNotices,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { countUnreadNotices } from '../../services/notifications/count-unread-notices.js';
import { listNotices } from '../../services/notifications/list-notices.js';
import { listNotificationDeliveries } from '../../services/notifications/list-notification-deliveries.js';
import { markNoticesRead } from '../../services/notifications/mark-notices-read.js';
import { notificationRuleOf } from '../../services/notifications/notification-rule-of.js';
import { notificationUsage } from '../../services/notifications/notification-usage.js';
import { saveNotificationRule } from '../../services/notifications/save-notification-rule.js';
import { unsubscribeNoticeEmail } from '../../services/notifications/unsubscribe-notice-email.js';
import {
  deliveryLogExample,
  effectiveRuleExample,
  envelope,
  markNoticesReadExamples,
  noticesPageExample,
  noticesReadAnswerExample,
  noticeUnsubscribedExample,
  notificationRuleInputExample,
  notificationUsageExample,
  unreadNoticesExample,
} from './openapi-examples.js';

const tags = ['notifications'];

/**
 * Reminder rules (platform.md §7 /application/rule/event, /application/rule/calls0), the notice
 * centre, and the one-click unsubscribe of notification e-mails.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post the one-click unsubscribe as a form (`List-Unsubscribe=One-Click`): its
  // body says nothing the token does not, so it is accepted and ignored (this plugin's routes only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.get(
    '/application/rule/event',
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "The caller's reminder rule: events, threshold, scope and channels; until they save their own, their organisation's rule (source 'organization') or the defaults (source 'default')",
        tags,
        response: { 200: ZEnvelope(ZEffectiveNotificationRule).meta(envelope(effectiveRuleExample)) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(
        await notificationRuleOf({
          db: app.db,
          userId: member.subject,
          organizationId: member.organizationId,
        }),
      );
    },
  );

  app.post(
    '/application/rule/event',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Save the caller's reminder rule; e-mail needs 1-3 addresses separated by Western or Chinese commas",
        tags,
        body: ZNotificationRuleInput.meta({ examples: [notificationRuleInputExample] }),
        response: { 200: ZEnvelope(ZEffectiveNotificationRule).meta(envelope(effectiveRuleExample)) },
      },
    },
    async (request) =>
      ok(
        await saveNotificationRule({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    '/application/rule/calls0',
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "The caller's notifications this calendar month (UTC) per channel against the plan's allowance, and the notice centre's counts",
        tags,
        response: { 200: ZEnvelope(ZNotificationUsage).meta(envelope(notificationUsageExample)) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(
        await notificationUsage({
          db: app.db,
          userId: member.subject,
          organizationId: member.organizationId,
        }),
      );
    },
  );

  app.get(
    '/application/rule/deliveries',
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "The caller's e-mail and messaging-app deliveries (notices and digests), newest first, with each one's status, attempts and last error",
        tags,
        querystring: ZDeliveryLogQuery,
        response: {
          200: ZEnvelope(ZDeliveryLogPage).meta(envelope(deliveryLogExample)),
        },
      },
    },
    async (request) =>
      ok(
        await listNotificationDeliveries({ db: app.db, userId: memberOf(request).subject, ...request.query }),
      ),
  );

  app.get(
    '/application/notices',
    {
      config: { auth: 'member-read' },
      schema: {
        summary: "The caller's notice centre, newest first (first page 1, size 10)",
        tags,
        querystring: ZNoticesQuery,
        response: { 200: ZEnvelope(ZNoticesPage).meta(envelope(noticesPageExample)) },
      },
    },
    async (request) =>
      ok(await listNotices({ db: app.db, userId: memberOf(request).subject, ...request.query })),
  );

  app.get(
    '/application/notices/unread',
    {
      config: { auth: 'member-read' },
      schema: {
        summary: "The caller's unread notices",
        tags,
        response: { 200: ZEnvelope(ZUnreadNotices).meta(envelope(unreadNoticesExample)) },
      },
    },
    async (request) =>
      ok({ unread: await countUnreadNotices({ db: app.db, userId: memberOf(request).subject }) }),
  );

  app.post(
    '/application/notices/read',
    {
      config: { auth: 'member' },
      schema: {
        summary: "Mark the caller's notices read: the ids given, or all",
        tags,
        body: ZMarkNoticesRead.meta({ examples: [...markNoticesReadExamples] }),
        response: { 200: ZEnvelope(ZUnreadNotices).meta(envelope(noticesReadAnswerExample)) },
      },
    },
    async (request) =>
      ok(await markNoticesRead({ db: app.db, userId: memberOf(request).subject, which: request.body })),
  );

  app.post(
    '/application/notices/unsubscribe',
    {
      // The link of a notification e-mail (RFC 8058 one-click): its signed token is the credential.
      config: { auth: 'public' },
      schema: {
        summary:
          "One-click unsubscribe (RFC 8058) of a notification e-mail: removes that address from its member's rule",
        tags,
        querystring: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: ZEnvelope(ZNoticeEmailUnsubscribed).meta(envelope(noticeUnsubscribedExample)) },
      },
    },
    async (request) => ok(await unsubscribeNoticeEmail({ db: app.db, token: request.query.token })),
  );
};
