import {
  ok,
  ZEffectiveNotificationRule,
  ZEnvelope,
  ZOrganizationNotificationRule,
  ZOrganizationNotificationRuleInput,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { deleteOrganizationNotificationRule } from '../../services/notifications/delete-organization-notification-rule.js';
import { organizationNotificationRuleOf } from '../../services/notifications/organization-notification-rule-of.js';
import { resetNotificationRule } from '../../services/notifications/reset-notification-rule.js';
import { saveOrganizationNotificationRule } from '../../services/notifications/save-organization-notification-rule.js';

const tags = ['notifications'];

const inputExample = {
  enabled: true,
  events: ['ETA_CHANGE', 'ATA_CHANGE'],
  thresholdHours: 12,
  scope: { kind: 'all' },
  channels: { email: true, msgapp: false },
  emails: 'ops@example.com，imports@example.com',
} as const;

const ruleExample = {
  enabled: true,
  events: ['ETA_CHANGE', 'ATA_CHANGE'],
  thresholdHours: 12,
  scope: { kind: 'all' },
  channels: { inapp: true, email: true, msgapp: false },
  emails: ['ops@example.com', 'imports@example.com'],
  isSet: true,
  followers: 4,
  updatedAt: '2026-11-27T10:00:00.000Z',
} as const;

const effectiveExample = {
  enabled: true,
  events: ['ETA_CHANGE', 'ATA_CHANGE'],
  thresholdHours: 12,
  scope: { kind: 'all' },
  channels: { inapp: true, email: true, msgapp: false },
  emails: ['ops@example.com', 'imports@example.com'],
  msgappBound: false,
  isDefault: true,
  source: 'organization',
  organizationRuleSet: true,
  updatedAt: '2026-11-27T10:00:00.000Z',
} as const;

const envelope = <T>(data: T) => ({ examples: [{ statusCode: 20000, message: 'success', data }] });

/**
 * The organisation's reminder rule (issue 21: "per organisation, set by those who may manage it"):
 * read with `company.view` or `company.manage`, changed with `company.manage` (40300 otherwise).
 * Always the caller's organisation: these calls take no id. A member follows it until they save
 * their own rule, and goes back to it with "reset".
 */
export const organizationRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/rule/event/organization',
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "The organisation's reminder rule, followed by every member without one of their own (company.view); the defaults while none is set",
        tags,
        response: { 200: ZEnvelope(ZOrganizationNotificationRule).meta(envelope(ruleExample)) },
      },
    },
    async (request) => ok(await organizationNotificationRuleOf({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/application/rule/event/organization',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Save the organisation's reminder rule (company.manage); its 1-3 addresses receive each shipment change once, and chosen shipments must be the organisation's",
        tags,
        body: ZOrganizationNotificationRuleInput.meta({ examples: [inputExample] }),
        response: { 200: ZEnvelope(ZOrganizationNotificationRule).meta(envelope(ruleExample)) },
      },
    },
    async (request) =>
      ok(
        await saveOrganizationNotificationRule({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    '/application/rule/event/organization/delete',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Remove the organisation's reminder rule (company.manage): members without their own go back to the defaults",
        tags,
        response: {
          200: ZEnvelope(ZOrganizationNotificationRule).meta(
            envelope({ ...ruleExample, isSet: false, updatedAt: null }),
          ),
        },
      },
    },
    async (request) =>
      ok(await deleteOrganizationNotificationRule({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/application/rule/event/reset',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Delete the caller's own reminder rule: they follow their organisation's rule again (the defaults without one)",
        tags,
        response: { 200: ZEnvelope(ZEffectiveNotificationRule).meta(envelope(effectiveExample)) },
      },
    },
    async (request) => {
      const caller = memberOf(request);
      return ok(await resetNotificationRule({ db: app.db, caller }));
    },
  );
};
