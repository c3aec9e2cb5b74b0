import { ok, ZDigestSchedule, ZDigestScheduleInput, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { digestScheduleOf } from '../../services/notifications/digest-schedule-of.js';
import { saveDigestSchedule } from '../../services/notifications/save-digest-schedule.js';

const tags = ['notifications'];

const inputExample = {
  enabled: true,
  cycle: 'weekly',
  weekday: 1,
  monthDay: null,
  time: '08:30',
  timeZone: 'Asia/Shanghai',
  emails: 'ops@example.com，lead@example.com',
} as const;

const scheduleExample = {
  enabled: true,
  cycle: 'weekly',
  weekday: 1,
  monthDay: null,
  time: '08:30',
  timeZone: 'Asia/Shanghai',
  emails: ['ops@example.com', 'lead@example.com'],
  nextRunAt: '2026-11-30T00:30:00.000Z',
  lastSentAt: null,
  isDefault: false,
  updatedAt: '2026-11-27T10:00:00.000Z',
} as const;

/** The caller's scheduled e-mail digest (platform.md §2 push settings, §5 schedule trigger). */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/rule/digest',
    {
      config: { auth: 'member-read' },
      schema: {
        summary: "The caller's scheduled e-mail digest: cycle, day, time, zone, addresses and the next send",
        tags,
        response: {
          200: ZEnvelope(ZDigestSchedule).meta({
            examples: [{ statusCode: 20000, message: 'success', data: scheduleExample }],
          }),
        },
      },
    },
    async (request) => ok(await digestScheduleOf({ db: app.db, userId: memberOf(request).subject })),
  );

  app.post(
    '/application/rule/digest',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Save the caller's e-mail digest: daily, weekly on a weekday (1 Monday…7 Sunday) or monthly on a day (a short month's last day past its end), at HH:MM in an IANA zone, to 1-3 addresses separated by Western or Chinese commas",
        tags,
        body: ZDigestScheduleInput.meta({ examples: [inputExample] }),
        response: {
          200: ZEnvelope(ZDigestSchedule).meta({
            examples: [{ statusCode: 20000, message: 'success', data: scheduleExample }],
          }),
        },
      },
    },
    async (request) =>
      ok(
        await saveDigestSchedule({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          language: requestLanguage(request),
        }),
      ),
  );
};
