import {
  ok,
  ZCarrierFacet,
  ZClientFacet,
  ZEnvelope,
  ZPortFacet,
  ZStatusFacet,
  ZWarningFacet,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { clientFacet, locationStatistics } from '../../services/ocean/subscription-client-facets.js';
import {
  carrierFacet,
  inStatusFacet,
  podFacet,
  statusFacet,
  warningFacet,
} from '../../services/ocean/subscription-facets.js';
import { ZLocationStatistics, ZStageCount } from './facet-schemas.js';

const F = '/application/ocean/subscribes';
const tags = ['ocean'];
const config = { auth: 'read' } as const;

/** The list's facets: counts of the caller's live subscriptions (scope applied) per value. */
export const facetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof callerOf>[0]) => ({ db: app.db, caller: callerOf(request) });
  const { carriers, ports } = app.referenceData;

  app.get(
    `${F}/carrier`,
    {
      config,
      schema: {
        summary: 'Subscriptions per carrier',
        tags,
        response: { 200: ZEnvelope(z.array(ZCarrierFacet)) },
      },
    },
    async (request) => ok(await carrierFacet({ ...deps(request), carriers })),
  );
  app.get(
    `${F}/status`,
    {
      config,
      schema: {
        summary: 'Subscriptions per display status',
        tags,
        response: { 200: ZEnvelope(z.array(ZStatusFacet)) },
      },
    },
    async (request) => ok(await statusFacet(deps(request))),
  );
  app.get(
    `${F}/pods`,
    {
      config,
      schema: {
        summary: 'Subscriptions per port of discharge',
        tags,
        response: { 200: ZEnvelope(z.array(ZPortFacet)) },
      },
    },
    async (request) => ok(await podFacet({ ...deps(request), ports })),
  );
  app.get(
    `${F}/instatus`,
    {
      config,
      schema: {
        summary:
          "Subscriptions per tracking stage (platform.md §4); `status` is the list's status filter for the stage",
        tags,
        response: { 200: ZEnvelope(ZStageCount.array()) },
      },
    },
    async (request) => ok(await inStatusFacet(deps(request))),
  );
  app.get(
    `${F}/warning`,
    {
      config,
      schema: {
        summary: 'Subscriptions per warning code',
        tags,
        response: { 200: ZEnvelope(z.array(ZWarningFacet)) },
      },
    },
    async (request) => ok(await warningFacet(deps(request))),
  );
  app.get(
    `${F}/clients`,
    {
      config,
      schema: {
        summary: 'Members owning subscriptions, with counts',
        tags,
        response: { 200: ZEnvelope(z.array(ZClientFacet)) },
      },
    },
    async (request) => ok(await clientFacet(deps(request))),
  );
  app.get(
    `${F}/location/statistics`,
    {
      config,
      schema: {
        summary: "Subscriptions per POL and POD port and country; port names in the caller's language",
        tags,
        response: { 200: ZEnvelope(ZLocationStatistics) },
      },
    },
    async (request) =>
      ok(await locationStatistics({ ...deps(request), ports, language: requestLanguage(request) })),
  );
};
