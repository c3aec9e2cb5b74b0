import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { clientPortStatistics, currentStatistics } from '../../services/ocean/ocean-statistics.js';
import { portCongestion } from '../../services/ocean/port-congestion.js';
import { ZCongestion, ZCongestionQuery, ZCurrentStatistics, ZPortStatistics } from './facet-schemas.js';

const tags = ['ocean'];

/** Ocean statistics (platform.md §7): the caller's counts, per-port figures, port congestion. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/application/ocean/statistic/current',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary: "The caller's live subscriptions by display status and by stage",
        tags,
        response: { 200: ZEnvelope(ZCurrentStatistics) },
      },
    },
    async (request) => ok(await currentStatistics({ db: app.db, caller: callerOf(request) })),
  );

  app.get(
    '/application/ocean/statistic/congestion',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          "A port of discharge across all tracked shipments (each counted once): inbound, inbound past ETA, waiting since discharge, mean and longest dwell in hours; the port's name in the caller's language",
        tags,
        querystring: ZCongestionQuery,
        response: { 200: ZEnvelope(ZCongestion) },
      },
    },
    async (request) =>
      ok(
        await portCongestion({
          db: app.db,
          portCode: request.query.portCode,
          ports: app.referenceData.ports,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    '/application/ocean/client/port_statistic',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          "The caller's subscriptions per port of discharge: inbound, past ETA, arrived, total; port names in the caller's language",
        tags,
        response: { 200: ZEnvelope(ZPortStatistics) },
      },
    },
    async (request) =>
      ok(
        await clientPortStatistics({
          db: app.db,
          caller: callerOf(request),
          ports: app.referenceData.ports,
          language: requestLanguage(request),
        }),
      ),
  );
};
