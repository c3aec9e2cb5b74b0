import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from 'find-my-way';
import type { FaultSwitch, ProviderName } from '../faults.js';
import { isAuthorized } from './auth.js';
import { dcsaErrorBody, type ErrorStyle, HttpError } from './errors.js';
import { handleFaultControl } from './fault-control.js';
import { breakSchema, duplicateItems, sendTruncated } from './fault-effects.js';
import type {
  JsonResponse,
  Method,
  ProviderServerOptions,
  Route,
  RouteHandler,
  RunningServer,
} from './types.js';

export interface JsonServerOptions {
  provider: ProviderName;
  faults: FaultSwitch;
  apiKey: string;
  /** Value of the API-Version response header (the implemented standard's version). */
  apiVersion: string;
  errorStyle: ErrorStyle;
  routes: readonly Route[];
  /** Simulated now, for error timestamps. */
  now: () => number;
  host?: string;
  port?: number;
  /** Called on close, before the socket closes (stops background work such as push delivery). */
  onClose?: () => void | Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

/**
 * The HTTP skeleton every DCSA sandbox server shares: API-key check, routing, JSON bodies, DCSA
 * error bodies, and the FaultSwitch modes that apply to any response (error, timeout, slow,
 * truncated, invalid, duplicate). Event-specific faults (retract) are left to the handlers.
 */
export async function startJsonServer(options: JsonServerOptions): Promise<RunningServer> {
  const router = Router({ ignoreTrailingSlash: true });
  for (const route of options.routes) router.on(route.method, route.path, () => {}, route.handler);
  const baseHeaders = { 'API-Version': options.apiVersion };

  const sendJson = (res: ServerResponse, reply: JsonResponse, fault: string): void => {
    const headers: Record<string, string> = { ...baseHeaders, ...reply.headers };
    if (reply.status === 204 || reply.body === undefined) {
      res.writeHead(reply.status, headers).end();
      return;
    }
    let body: unknown = reply.body;
    if (reply.status < 300 && fault === 'invalid') body = breakSchema(body);
    if (reply.status < 300 && fault === 'duplicate') body = duplicateItems(body);
    const payload = Buffer.from(JSON.stringify(body));
    headers['Content-Type'] = 'application/json';
    if (reply.status < 300 && fault === 'truncated') {
      sendTruncated(res, reply.status, headers, payload);
      return;
    }
    res.writeHead(reply.status, { ...headers, 'Content-Length': String(payload.length) }).end(payload);
  };

  const errorReply = (req: IncomingMessage, url: URL, err: HttpError): JsonResponse => ({
    status: err.status,
    body: dcsaErrorBody({
      style: options.errorStyle,
      method: req.method ?? 'GET',
      requestUri: url.pathname + url.search,
      status: err.status,
      message: err.message,
      ...(err.property ? { property: err.property } : {}),
      at: options.now(),
    }),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const fail = (err: HttpError) => sendJson(res, errorReply(req, url, err), 'none');
    if (!isAuthorized(req, options.apiKey)) return fail(new HttpError(401, 'Missing or invalid API key'));
    try {
      if (url.pathname === '/_sandbox/fault') {
        const body = req.method === 'PUT' ? await readJson(req) : undefined;
        return sendJson(res, handleFaultControl(options.faults, options.provider, req.method, body), 'none');
      }
      const method = (req.method ?? 'GET') as Method;
      const found = router.find(method, url.pathname);
      if (!found) throw new HttpError(404, `No resource at ${req.method} ${url.pathname}`);
      const body = method === 'POST' || method === 'PUT' ? await readJson(req) : undefined;
      const fault = options.faults.pick(options.provider);
      if (fault === 'timeout') return; // never answer; close() ends the socket
      if (fault === 'error') throw new HttpError(500, 'Simulated internal error');
      if (fault === 'slow')
        await new Promise((r) => setTimeout(r, options.faults.get(options.provider).delayMs ?? 5000));
      const handler = found.store as RouteHandler;
      const reply = await handler({
        method,
        url,
        query: url.searchParams,
        params: found.params,
        body,
        fault,
      });
      sendJson(res, reply, fault);
    } catch (err) {
      if (err instanceof HttpError) return fail(err);
      console.error(`[${options.provider}] request failed`, err);
      fail(new HttpError(500, 'Internal error'));
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await options.onClose?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Starts a provider's server from its start options: key, faults, clock, host and port as given. */
export function startProviderServer(
  options: ProviderServerOptions,
  own: Pick<JsonServerOptions, 'provider' | 'apiVersion' | 'errorStyle' | 'routes' | 'onClose'>,
): Promise<RunningServer> {
  return startJsonServer({
    ...own,
    faults: options.faults,
    apiKey: options.apiKey,
    now: () => options.clock.now(),
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
  });
}
