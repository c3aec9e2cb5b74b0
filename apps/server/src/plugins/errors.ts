import { AppError, httpStatusOf, messageOf, StatusCode } from '@tracklane/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/api-paths.js';
import { requestLanguage } from '../http/language.js';
import { appPlugin } from './app-plugin.js';
import { issuesMessage } from './issues-message.js';
import { validationFailure } from './validation-failure.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin when a web build is served: answers a browser navigation with index.html. */
    historyFallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null;
  }
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function sendEnvelope(reply: FastifyReply, code: StatusCode, message: string, data: unknown = null) {
  return reply.code(httpStatusOf(code)).type('application/json; charset=utf-8').send({
    statusCode: code,
    message,
    data,
  });
}

/** HTTP status of a framework/plugin error → catalogue code (Fastify's own errors carry one). */
export function codeOfHttpStatus(status: number): StatusCode {
  if (status >= 500) return StatusCode.SERVER_ERROR;
  switch (status) {
    case 401:
      return StatusCode.TOKEN_INVALID;
    case 403:
      return StatusCode.NO_PERMISSION;
    case 404:
      return StatusCode.WRONG_LINK;
    case 405:
      return StatusCode.METHOD_NOT_ALLOWED;
    // Too large a body, too long a URL, too large a header block.
    case 413:
    case 414:
    case 431:
      return StatusCode.PARAMETER_LIST_TOO_LONG;
    case 429:
      return StatusCode.CALL_LIMIT_EXCEEDED;
    default:
      return StatusCode.BAD_PARAMETER;
  }
}

/**
 * The one place that turns failures into the envelope `{statusCode, message, data}`. Registered
 * before every plugin that adds routes: Fastify binds a route to the error handler in force when
 * the route is added, so the static files and API reference get this handler too.
 */
export const errorsPlugin = appPlugin('errors', async (app) => {
  app.decorate('historyFallback', null);

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const lang = requestLanguage(request);

    if (error instanceof AppError) {
      // Services choose their messages for users; only catalogue defaults and field problems
      // (fieldError) get translated.
      const message =
        issuesMessage((error.data as { issues?: [] } | null)?.issues, lang) ??
        (error.hasCustomMessage ? error.message : messageOf(error.statusCode, lang));
      return sendEnvelope(reply, error.statusCode, message, error.data);
    }

    const failure = validationFailure(error);
    if (failure) {
      request.log.info({ issues: failure.issues }, 'request validation failed');
      const message = issuesMessage(failure.issues, lang) ?? failure.message;
      return sendEnvelope(reply, failure.code, message, { issues: failure.issues });
    }

    const status = 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const code = codeOfHttpStatus(status);
      // Fastify's own client errors (FST_*: bad JSON, empty body, too large…) describe the request
      // and are safe to show; anything else with a 4xx status gets the catalogue text.
      const own = 'code' in error && typeof error.code === 'string' && error.code.startsWith('FST_');
      return sendEnvelope(reply, code, own ? error.message : messageOf(code, lang));
    }

    // Unexpected: the details (stack, SQL, driver messages) go to the log under the request id,
    // never to the client.
    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(reply, StatusCode.SERVER_ERROR, messageOf(StatusCode.SERVER_ERROR, lang));
  });

  // A plugin's bare refusal (@fastify/websocket answers a plain GET on a socket route with an
  // empty 404) still goes out as the envelope.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== ''))
      return payload;
    const code = codeOfHttpStatus(reply.statusCode);
    reply.code(httpStatusOf(code)).type('application/json; charset=utf-8');
    return JSON.stringify({
      statusCode: code,
      message: messageOf(code, requestLanguage(request)),
      data: null,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.historyFallback?.(request, reply)) return reply;
    const lang = requestLanguage(request);
    // Fastify answers 404 for a known path with another method; the spec wants 40500 there.
    // findRoute matches the concrete URL the way the router does (params, wildcards).
    const url = pathOf(request.url);
    const allowed = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url }));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendEnvelope(
        reply,
        StatusCode.METHOD_NOT_ALLOWED,
        messageOf(StatusCode.METHOD_NOT_ALLOWED, lang),
      );
    }
    return sendEnvelope(reply, StatusCode.WRONG_LINK, messageOf(StatusCode.WRONG_LINK, lang));
  });
});
