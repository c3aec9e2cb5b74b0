import { NOTIFICATION_EVENTS, ok } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueNotificationsFanOut } from '../../jobs/notifications-fan-out.js';
import { recordDateChange } from '../../services/notifications/record-date-change.js';

/** A carrier's date change, as a refresh records it: the browser tests' way to be notified. */
export const dateChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ocean/date-change',
    {
      schema: {
        hide: true,
        body: z.object({
          subscriptionId: z.uuid(),
          event: z.enum(NOTIFICATION_EVENTS),
          portCode: z.string().min(5).max(5),
          oldValue: z.iso.datetime().nullable(),
          newValue: z.iso.datetime(),
        }),
      },
    },
    async (request) => {
      const { subscriptionId, ...change } = request.body;
      return ok(
        await recordDateChange({
          db: app.db,
          subscriptionId,
          change,
          datesChanged: queueNotificationsFanOut(app.jobs),
        }),
      );
    },
  );
};
