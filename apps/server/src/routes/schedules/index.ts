import {
  ok,
  ZAisDetection,
  ZAisDetectQuery,
  ZEnvelope,
  ZP2pGroups,
  ZP2pQuery,
  ZP2pSailing,
  ZPage,
  ZProformaBody,
  ZRouteHistory,
  ZRouteHistoryGroups,
  ZRouteHistoryQuery,
  ZScheduleDetailRecord,
  ZScheduleSearchLog,
  ZScheduleStatistics,
  ZScheduleViewLog,
  ZServiceProforma,
  ZStatisticsBody,
  ZTerminalScheduleQuery,
  ZTerminalScheduleRow,
  ZUserLogsQuery,
  ZViewHistoryQuery,
} from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { seaRouterFor } from '../../reference/load-sea-router.js';
import { detectAisTime } from '../../services/schedules/detect-ais-time.js';
import { startOf } from '../../services/schedules/read-schedule-query.js';
import { serviceHistory, serviceHistoryGroups } from '../../services/schedules/route-history.js';
import { closeScheduleIndex, scheduleIndexFor } from '../../services/schedules/schedule-index-source.js';
import { scheduleStatistics } from '../../services/schedules/schedule-statistics.js';
import { listSearchLogs } from '../../services/schedules/search-logs.js';
import { searchP2p } from '../../services/schedules/search-p2p.js';
import { searchP2pGroups } from '../../services/schedules/search-p2p-groups.js';
import { serviceProformas } from '../../services/schedules/service-proformas.js';
import { terminalSchedule } from '../../services/schedules/terminal-schedule.js';
import { listViewHistory, saveViewLog } from '../../services/schedules/view-logs.js';

const tags = ['schedules'];
/**
 * The searches answer pages of hundreds of port calls built by our own typed code: they are
 * written as plain JSON instead of being parsed through the zod response schema once more (a
 * large share of a search's CPU); the schema still documents them in the OpenAPI reference.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);
const QUOTA = ' Counts against the daily schedule-call quota (42900 when used up).';

/**
 * The schedule calls of views.md §7 over our copy of the carriers' DCSA schedules (issue 8; the
 * shapes and their meaning: packages/domain/src/schedules/README.md). The port lookup
 * GET /vessel2/location/ports lives in routes/ports.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ports = () => app.referenceData.ports;
  // The p2p searches read this process's schedule index; it is built on the first search.
  scheduleIndexFor(app.db, {
    onError: (err) => app.log.warn({ err }, 'schedule index: rebuild failed, the previous one is kept'),
  });
  app.addHook('onClose', () => closeScheduleIndex(app.db));
  /** What every schedule service is given besides its query: the same for all of them. */
  const callContext = (request: FastifyRequest) => ({
    db: app.db,
    caller: callerOf(request),
    ports: ports(),
    carriers: app.referenceData.carriers,
    language: requestLanguage(request),
    now: new Date(),
  });

  app.get(
    '/application/schedule/p2p',
    {
      config: { auth: 'read' },
      serializerCompiler: plainJson,
      schema: {
        summary: `Port-to-port sailings: direct and transshipment, departures from etd for weeksOut weeks (default 8), sorted, paged.${QUOTA}`,
        tags,
        querystring: ZP2pQuery,
        response: { 200: ZEnvelope(ZPage(ZP2pSailing)) },
      },
    },
    async (request) =>
      ok(
        await searchP2p({
          ...callContext(request),
          query: request.query,
        }),
      ),
  );

  app.get(
    '/application/schedule/p2p/group',
    {
      config: { auth: 'read' },
      serializerCompiler: plainJson,
      schema: {
        summary: `The same search grouped by carrier and service (the web asks pageNum 1, pageSize 200).${QUOTA}`,
        tags,
        querystring: ZP2pQuery,
        response: { 200: ZEnvelope(ZP2pGroups) },
      },
    },
    async (request) =>
      ok(
        await searchP2pGroups({
          ...callContext(request),
          query: request.query,
        }),
      ),
  );

  app.get(
    '/vessel2/schedule/log/userLogs',
    {
      config: { auth: 'read' },
      schema: {
        summary: "The caller's recent port-to-port searches, one per POL/POD pair, newest first",
        tags,
        querystring: ZUserLogsQuery,
        response: { 200: ZEnvelope(z.array(ZScheduleSearchLog)) },
      },
    },
    async (request) =>
      ok(
        await listSearchLogs({
          ...callContext(request),
          size: request.query.size,
        }),
      ),
  );

  app.post(
    '/vessel2/schedule/detail/log/save',
    {
      config: { auth: 'write' },
      bodyLimit: 64 * 1024,
      schema: {
        summary: "Records a viewed sailing detail (the body is the detail record) in the caller's history",
        tags,
        body: ZScheduleDetailRecord,
        response: { 200: ZEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await saveViewLog({ ...callContext(request), record: request.body })),
  );

  app.get(
    '/vessel2/schedule/history',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'The sailing details the caller viewed, newest first, each with what the schedule says now',
        tags,
        querystring: ZViewHistoryQuery,
        response: { 200: ZEnvelope(z.array(ZScheduleViewLog)) },
      },
    },
    async (request) =>
      ok(
        await listViewHistory({
          ...callContext(request),
          updateTime: request.query.updateTime ? new Date(startOf(request.query.updateTime)) : null,
          size: request.query.size,
        }),
      ),
  );

  app.get(
    '/vessel2/schedule/history/byRouteCode',
    {
      config: { auth: 'read' },
      schema: {
        summary: `A service's calls over the last 3 months: planned vs actual (carrier, AIS), delays, on-time figures.${QUOTA}`,
        tags,
        querystring: ZRouteHistoryQuery,
        response: { 200: ZEnvelope(ZRouteHistory) },
      },
    },
    async (request) => ok(await serviceHistory({ ...callContext(request), query: request.query })),
  );

  app.get(
    '/vessel2/schedule/history/byRouteCode/group',
    {
      config: { auth: 'read' },
      schema: {
        summary: `A service's on-time figures over the last 3 months, per port, vessel and week.${QUOTA}`,
        tags,
        querystring: ZRouteHistoryQuery,
        response: { 200: ZEnvelope(ZRouteHistoryGroups) },
      },
    },
    async (request) => ok(await serviceHistoryGroups({ ...callContext(request), query: request.query })),
  );

  app.post(
    '/application/integration/schedule/statistics',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary: `On-time figures of a vessel, its carrier, service and the POL→POD route; the voyage with AIS ETA predictions.${QUOTA}`,
        tags,
        body: ZStatisticsBody,
        response: { 200: ZEnvelope(ZScheduleStatistics) },
      },
    },
    async (request) =>
      ok(
        await scheduleStatistics({
          ...callContext(request),
          body: request.body,
          router: seaRouterFor(ports()),
        }),
      ),
  );

  app.get(
    '/vessel2/route-ais-matching/detect',
    {
      config: { auth: 'read' },
      schema: {
        summary: `The actual time (ATA, ATB or ATD; default ATD) a vessel's AIS track shows at a port, beside the carrier's.${QUOTA}`,
        tags,
        querystring: ZAisDetectQuery,
        response: { 200: ZEnvelope(ZAisDetection) },
      },
    },
    async (request) =>
      ok(
        await detectAisTime({
          ...callContext(request),
          query: request.query,
        }),
      ),
  );

  app.get(
    '/application/schedule/terminal',
    {
      config: { auth: 'read' },
      schema: {
        summary: `Terminal schedule of a port: berth, ETA/ETB/ETD, receiving window and cut-offs, 3 days back to 4 weeks ahead.${QUOTA}`,
        tags,
        querystring: ZTerminalScheduleQuery,
        response: { 200: ZEnvelope(z.array(ZTerminalScheduleRow)) },
      },
    },
    async (request) =>
      ok(
        await terminalSchedule({
          ...callContext(request),
          query: request.query,
        }),
      ),
  );

  app.post(
    '/vessel2/getServiceProformas',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary: `A service's proforma rotation (planned day offsets, weekdays, port stays), frequency, loop and vessels.${QUOTA}`,
        tags,
        body: ZProformaBody,
        response: { 200: ZEnvelope(ZServiceProforma) },
      },
    },
    async (request) =>
      ok(
        await serviceProformas({
          ...callContext(request),
          body: request.body,
        }),
      ),
  );
};
