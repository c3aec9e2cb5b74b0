import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { httpStatusOf, messageOf, StatusCode } from '@tracklane/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.js';
import { codeOfHttpStatus, sendEnvelope } from './errors.js';
import { SECURITY_HEADERS, setSecurityHeaders } from './helmet.js';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs — a path whose
 * percent-encoding does not decode (FST_ERR_BAD_URL, 400), a path parameter longer than
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414). Fastify's own answers are a bare JSON body
 * echoing the URL without our headers; here they get the envelope, the security headers and the
 * request id like every other answer.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(reply.raw);
  reply.header('x-request-id', request.id);
  const lang = requestLanguage(request);
  const status = Number(error.statusCode) || 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected router error');
    return sendEnvelope(reply, StatusCode.SERVER_ERROR, messageOf(StatusCode.SERVER_ERROR, lang));
  }
  const code = codeOfHttpStatus(status);
  return sendEnvelope(reply, code, messageOf(code, lang));
}

/**
 * The HTTP server's `clientError`: a request Node's parser refused (a header block over
 * maxHeaderSize, a malformed request line or header, a client too slow to send its headers).
 * There is no request to hand to Fastify, so the answer is written on the socket: still the
 * envelope (40001 for the oversized header, else 40000; in English, as no header could be read),
 * with the security headers and a request id, then the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  this.log.debug({ err: error, reqId: requestId }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const code =
    error.code === 'HPE_HEADER_OVERFLOW' ? StatusCode.PARAMETER_LIST_TOO_LONG : StatusCode.BAD_PARAMETER;
  const body = JSON.stringify({ statusCode: code, message: messageOf(code, 'en'), data: null });
  const status = httpStatusOf(code);
  const headers: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['connection', 'close'],
    ['x-request-id', requestId],
    ...SECURITY_HEADERS,
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}
