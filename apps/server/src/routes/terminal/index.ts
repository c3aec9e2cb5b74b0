import { ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { downloadTerminalRecords, portEventRecords } from '../../services/terminal/terminal-lookups.js';
import {
  readTerminalSubscriptions,
  subscribeTerminal,
} from '../../services/terminal/terminal-subscriptions.js';
import {
  ZCountryParams,
  ZTerminalLookupBody,
  ZTerminalRecord,
  ZTerminalSubscribeInput,
  ZTerminalSubscription,
} from './schemas.js';

const tags = ['terminal'];
const SUBSCRIBE = '/application/terminal/subscribe';

/**
 * Terminal status calls (views.md §4–§5, §7 terminal). Every call answers only for a number the
 * caller tracks (else 40400 "query not subscribed"); the envelope's message carries the text
 * the web shows ("port data subscribed", "no port data, retry in 5 minutes", …).
 */
export const terminalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof callerOf>[0]) => ({
    db: app.db,
    caller: callerOf(request),
    log: request.log,
    language: requestLanguage(request),
    terminal: app.providers.terminal?.client ?? null,
  });

  app.post(
    '/terminal/port/event/shipment',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary:
          'Port events of a tracked B/L or container at a CN port, as terminal records (ieid default E)',
        tags,
        body: ZTerminalLookupBody,
        response: { 200: ZEnvelope(z.array(ZTerminalRecord)) },
      },
    },
    async (request) => portEventRecords(ctxOf(request), request.body),
  );

  app.post(
    '/terminal/:countryCode/download',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary: 'Terminal records of a tracked B/L or container at a US, KR or JP port (ieid default I)',
        tags,
        params: ZCountryParams,
        body: ZTerminalLookupBody,
        response: { 200: ZEnvelope(z.array(ZTerminalRecord)) },
      },
    },
    async (request) => downloadTerminalRecords(ctxOf(request), request.params.countryCode, request.body),
  );

  app.post(
    SUBSCRIBE,
    {
      // It creates subscriptions at the terminal provider: a write.
      config: { auth: 'write' },
      schema: {
        summary: 'Subscribe on-demand terminal data (USLAX, USLGB, USOAK, USNYC) for tracked boxes',
        tags,
        body: ZTerminalSubscribeInput,
        response: { 200: ZEnvelope(z.array(ZTerminalSubscription)) },
      },
    },
    async (request) => subscribeTerminal(ctxOf(request), request.body),
  );

  app.get(
    SUBSCRIBE,
    {
      config: { auth: 'read' },
      schema: {
        summary: "The tracked boxes' on-demand terminal subscriptions at a port (none are created)",
        tags,
        querystring: ZTerminalSubscribeInput,
        response: { 200: ZEnvelope(z.array(ZTerminalSubscription)) },
      },
    },
    async (request) => readTerminalSubscriptions(ctxOf(request), request.query),
  );
};
