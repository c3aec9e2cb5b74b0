import {
  AppError,
  type Language,
  ok,
  StatusCode,
  vesselMessage,
  ZAisStation,
  ZAisStationQuery,
  ZEnvelope,
  ZMmsi,
  ZSubscriptionItem,
  ZVesselCurrent,
  ZVesselLocation,
  ZVesselParticulars,
  ZVesselTrack,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { listVesselShipments } from '../../services/ocean/vessel-shipments.js';
import { listAisStations } from '../../services/vessels/list-ais-stations.js';
import { findVessel, searchVessels } from '../../services/vessels/vessel-lookup.js';
import { readVesselTrack, TRACK_RETENTION_MS } from '../../services/vessels/vessel-track.js';

const tags = ['vessel'];
const ZTime = z.coerce.date();

/** The vessel calls of views.md §7 over the AIS store (issue 7). */
export const vesselRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = async (mmsi: number, language: Language) => {
    const vessel = await findVessel(app.db, mmsi);
    if (!vessel) throw new AppError(StatusCode.WRONG_LINK, vesselMessage('notFound', language));
    return vessel;
  };
  const location = async (mmsi: number, language: Language) => {
    const { position, destination, eta } = await current(mmsi, language);
    return position ? { ...position, dest: destination, eta } : null;
  };
  const track = (mmsi: number, start: Date, end: Date) => {
    // Platform.md §1 keeps six months; older rows are dropped by retention anyway.
    const floor = new Date(Date.now() - TRACK_RETENTION_MS);
    return readVesselTrack(app.db, { mmsi, start: start < floor ? floor : start, end });
  };
  const byMmsi = { querystring: z.object({ mmsi: ZMmsi }) };

  for (const path of ['/application/vessel/location', '/application/vessel/cached/location'])
    app.get(
      path,
      {
        config: { auth: 'read' },
        schema: {
          summary: 'Latest AIS position of a vessel (null when it has none)',
          tags,
          ...byMmsi,
          response: { 200: ZEnvelope(ZVesselLocation.nullable()) },
        },
      },
      async (request) => ok(await location(request.query.mmsi, requestLanguage(request))),
    );

  app.get(
    '/application/vessel/current',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Particulars and latest position',
        tags,
        ...byMmsi,
        response: { 200: ZEnvelope(ZVesselCurrent) },
      },
    },
    async (request) => ok(await current(request.query.mmsi, requestLanguage(request))),
  );

  app.get(
    '/application/vessel/info',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Vessel particulars',
        tags,
        ...byMmsi,
        response: { 200: ZEnvelope(ZVesselParticulars) },
      },
    },
    async (request) => {
      const { position: _position, ...particulars } = await current(
        request.query.mmsi,
        requestLanguage(request),
      );
      return ok(particulars);
    },
  );

  app.get(
    '/application/vessel/history',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Track from `begin` until now',
        tags,
        querystring: z.object({ mmsi: ZMmsi, begin: ZTime }),
        response: { 200: ZEnvelope(ZVesselTrack) },
      },
    },
    async (request) => ok(await track(request.query.mmsi, request.query.begin, new Date())),
  );

  app.get(
    '/application/vessel',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Track between startTime and endTime (startTime must be before endTime)',
        tags,
        querystring: z.object({
          mmsi: ZMmsi,
          startTime: ZTime,
          endTime: ZTime,
          version: z.string().max(20).optional(),
        }),
        response: { 200: ZEnvelope(ZVesselTrack) },
      },
    },
    async (request) => {
      const { mmsi, startTime, endTime } = request.query;
      if (startTime >= endTime)
        throw new AppError(StatusCode.BAD_PARAMETER, vesselMessage('timeRange', requestLanguage(request)), {
          field: 'startTime',
        });
      return ok(await track(mmsi, startTime, endTime));
    },
  );

  app.get(
    '/vessel2/vessels',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Vessels by name, MMSI or IMO (at most 10)',
        tags,
        querystring: z.object({ kw: z.string().trim().min(1).max(64) }),
        response: { 200: ZEnvelope(z.array(ZVesselCurrent)) },
      },
    },
    async (request) => ok(await searchVessels(app.db, request.query.kw)),
  );

  app.get(
    '/vessel2/ais-stations',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          'Base stations, aids to navigation and SAR aircraft in a map view (at most 500, newest first)',
        tags,
        querystring: ZAisStationQuery,
        response: { 200: ZEnvelope(z.array(ZAisStation)) },
      },
    },
    async (request) => ok(await listAisStations({ db: app.db, ...request.query })),
  );

  app.get(
    '/vessel2/getVesselShipments',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          "The caller's tracked shipments with a leg on this vessel (by IMO or MMSI; by name where a leg has neither)",
        tags,
        // views.md §7 lists every parameter as optional; a leg is still named by its vessel or
        // its voyage, or the call would list every shipment the caller has.
        querystring: z
          .object({
            imo: z
              .string()
              .trim()
              .regex(/^\d{7}$/, 'IMO number, 7 digits')
              .optional()
              .describe('Legs that carry an IMO number are matched by it'),
            mmsi: z
              .string()
              .trim()
              .regex(/^[1-9]\d{0,8}$/, 'MMSI, up to 9 digits')
              .optional()
              .describe('Legs that carry an MMSI (and no IMO to compare) are matched by it'),
            vesselName: z
              .string()
              .trim()
              .min(1)
              .max(100)
              .optional()
              .describe('Compared only with legs that carry no IMO or MMSI, or when neither is given'),
            voyage: z.string().trim().min(1).max(30).optional(),
            voyageGroup: z.string().trim().min(1).max(30).optional(),
            carrierCode: z.string().trim().max(10).optional(),
            portCode: z.string().trim().max(10).optional(),
            portEtd: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
              .optional(),
            onBoard: z
              .enum(['true', 'false', '1', '0'])
              .transform((v) => v === 'true' || v === '1')
              .optional()
              .describe('Only cargo still on board: loaded onto the vessel and not yet discharged'),
          })
          .refine((q) => q.imo || q.mmsi || q.vesselName || q.voyage || q.voyageGroup, {
            message: 'give imo, mmsi, vesselName, voyage or voyageGroup',
            path: ['vesselName'],
          }),
        response: { 200: ZEnvelope(z.array(ZSubscriptionItem)) },
      },
    },
    async (request) =>
      ok(
        await listVesselShipments({
          db: app.db,
          caller: callerOf(request),
          query: request.query,
          ports: app.referenceData.ports,
        }),
      ),
  );
};
