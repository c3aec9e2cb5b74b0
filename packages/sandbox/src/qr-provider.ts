import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MsgappInbox, openIdOf, unionIdOf } from './msgapp-inbox.js';
import { messagesApi } from './msgapp-messages-api.js';
import { inboxPage } from './phone-inbox-page.js';
import type { FaultSwitch } from './providers/faults.js';
import { HttpError } from './providers/http/errors.js';
import { handleFaultControl } from './providers/http/fault-control.js';
import { confirmPage, type PhoneLang, phoneLangOf, resultPage } from './qr-provider-page.js';

/**
 * The sandbox messaging-app provider for QR sign-in: an HTTP server on loopback speaking the
 * protocol of the msgapp connector (packages/connectors/src/messaging/msgapp):
 *
 *   POST /v1/qrcodes  x-api-key  {"scene", "expiresIn"}  → 201 {"ticket", "url", "expiresIn"}
 *   GET  /v1/qrcodes/<ticket>  x-api-key                 → 200 {"status", "user"?} · 404 unknown
 *
 *   POST /v1/messages x-api-key {"unionId"|"openId", "text", "url"?, "idempotencyKey"}
 *                                                       → 201 {"messageId"} · 200 repeated key · 404 unknown
 *
 * The QR code encodes `url`: the "phone" page of this server (GET /scan/<ticket>), where a browser
 * plays the messaging app — scanning marks the ticket scanned, the form confirms or cancels it.
 * The phone's account (union id) is kept in a cookie, so the same browser is the same account;
 * `GET /phone` shows that account's received messages (`/phone/<unionId or openId>` any account's).
 * With `faults`, the API calls (not the phone pages) misbehave on demand; `PUT`/`DELETE
 * /_sandbox/fault` (with the key) switch them from out of process, as the other providers do.
 */
export interface SandboxQrProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  apiKey: string;
  /** The messages an account received, newest first (what its phone page shows). */
  messagesOf(unionId: string): import('./msgapp-inbox.js').SandboxMsgappMessage[];
  close(): Promise<void>;
}

interface Ticket {
  status: 'waiting' | 'scanned' | 'confirmed' | 'cancelled';
  expiresAt: number;
  user: { unionId: string; openId: string; nickname: string } | null;
}

const MAX_TICKETS = 10_000;
const COOKIE = 'msgapp_account';

export async function startSandboxQrProvider(
  options: { apiKey?: string; faults?: FaultSwitch; now?: () => Date } = {},
): Promise<SandboxQrProvider> {
  const apiKey = options.apiKey ?? randomBytes(24).toString('base64url');
  const tickets = new Map<string, Ticket>();
  const inbox = new MsgappInbox();
  const now = options.now ?? (() => new Date());
  const server = createServer((req, res) => {
    handle(req, res, { apiKey, tickets, base: url, inbox, faults: options.faults, now }).catch(() =>
      sendJson(res, 500, { error: 'internal' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey,
    messagesOf: (unionId) => inbox.messagesOf(unionId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface State {
  apiKey: string;
  tickets: Map<string, Ticket>;
  base: string;
  inbox: MsgappInbox;
  faults: FaultSwitch | undefined;
  now: () => Date;
}

function live(state: State, ticket: string): Ticket | undefined {
  const entry = state.tickets.get(ticket);
  if (entry && entry.expiresAt <= Date.now()) {
    state.tickets.delete(ticket);
    return undefined;
  }
  return entry;
}

async function handle(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  const url = new URL(req.url ?? '/', state.base);
  const scan = /^\/scan\/([\w-]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
  if (scan?.[1]) return phone(req, res, state, scan[1], scan[2], url);
  const inbox = /^\/phone(?:\/([\w-]+))?$/.exec(url.pathname);
  if (inbox && req.method === 'GET') return phoneInbox(req, res, state, inbox[1], url);
  const api = /^\/v1\/qrcodes(?:\/([\w-]+))?$/.exec(url.pathname);
  const known = api || url.pathname === '/v1/messages' || url.pathname === '/_sandbox/fault';
  if (!known) return sendJson(res, 404, { error: 'not_found' });
  const given = Buffer.from(String(req.headers['x-api-key'] ?? ''));
  const expected = Buffer.from(state.apiKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return sendJson(res, 401, { error: 'unauthorized' });
  if (url.pathname === '/_sandbox/fault') return faultControl(req, res, state);
  // The API misbehaves on demand (providers/faults.ts): 'error' answers 500, 'timeout' never answers.
  const fault = state.faults?.pick('msgapp') ?? 'none';
  if (fault === 'timeout') return;
  if (fault === 'error') return sendJson(res, 500, { error: 'internal', detail: 'Simulated internal error' });
  if (fault === 'slow') await new Promise((r) => setTimeout(r, state.faults?.get('msgapp').delayMs ?? 5000));
  if (url.pathname === '/v1/messages') {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method_not_allowed' });
    const answer = messagesApi(await readBody(req), state.inbox, state.now());
    return sendJson(res, answer.status, answer.body);
  }
  if (!api) return sendJson(res, 404, { error: 'not_found' });

  if (req.method === 'POST' && !api[1]) return create(req, res, state);
  if (req.method === 'GET' && api[1]) {
    const entry = live(state, api[1]);
    if (!entry) return sendJson(res, 404, { error: 'not_found' });
    return sendJson(
      res,
      200,
      entry.user ? { status: entry.status, user: entry.user } : { status: entry.status },
    );
  }
  sendJson(res, 405, { error: 'method_not_allowed' });
}

async function create(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  const text = await readBody(req);
  let expiresIn = 300;
  try {
    const body = JSON.parse(text) as { scene?: unknown; expiresIn?: unknown };
    if (typeof body.scene !== 'string' || body.scene.length === 0 || body.scene.length > 64)
      return sendJson(res, 400, { error: 'invalid_request', detail: 'scene must be 1 to 64 characters' });
    if (typeof body.expiresIn === 'number') expiresIn = Math.min(1800, Math.max(30, body.expiresIn));
  } catch {
    return sendJson(res, 400, { error: 'invalid_request', detail: 'body must be JSON' });
  }
  if (state.tickets.size >= MAX_TICKETS) for (const key of [...state.tickets.keys()]) live(state, key);
  // Still full: forget the oldest ticket (Map keeps insertion order).
  const oldest = state.tickets.keys().next().value;
  if (state.tickets.size >= MAX_TICKETS && oldest) state.tickets.delete(oldest);
  const ticket = `tk_${randomBytes(18).toString('base64url')}`;
  state.tickets.set(ticket, { status: 'waiting', expiresAt: Date.now() + expiresIn * 1000, user: null });
  sendJson(res, 201, { ticket, url: `${state.base}/scan/${ticket}`, expiresIn });
}

async function phone(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  ticket: string,
  verb: string | undefined,
  url: URL,
): Promise<void> {
  const lang: PhoneLang = phoneLangOf(url.searchParams.get('lang'));
  const entry = live(state, ticket);
  if (!entry || entry.status === 'confirmed' || entry.status === 'cancelled')
    return sendHtml(res, 410, resultPage(lang, entry?.status === 'confirmed' ? 'confirmed' : 'expired'));
  const cookie = /(?:^|;\s*)msgapp_account=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
  const unionId =
    cookie && url.searchParams.get('switch') !== '1' ? cookie : `un_${randomBytes(9).toString('base64url')}`;
  const headers = { 'set-cookie': `${COOKIE}=${unionId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax` };

  if (req.method === 'GET' && !verb) {
    entry.status = 'scanned';
    return sendHtml(res, 200, confirmPage({ lang, ticket, unionId, nickname: 'Sandbox user' }), headers);
  }
  if (req.method !== 'POST' || !verb) return sendHtml(res, 405, resultPage(lang, 'expired'));
  const text = await readBody(req);
  if (verb === 'cancel') {
    entry.status = 'cancelled';
    return sendHtml(res, 200, resultPage(lang, 'cancelled'));
  }
  const nickname = (new URLSearchParams(text).get('nickname') ?? '').trim().slice(0, 32) || 'Sandbox user';
  entry.status = 'confirmed';
  entry.user = { unionId, openId: openIdOf(unionId), nickname };
  state.inbox.addAccount(unionId);
  sendHtml(res, 200, resultPage(lang, 'confirmed'));
}

/**
 * The phone's chat with Tracklane: the cookie's account, or the one named in the path (a union or
 * an open id). Opening it makes the account known, so a phone keeps receiving after a restart.
 */
function phoneInbox(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  named: string | undefined,
  url: URL,
): void {
  const lang: PhoneLang = phoneLangOf(url.searchParams.get('lang'));
  const cookie = /(?:^|;\s*)msgapp_account=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
  const given = named ?? cookie;
  const unionId = given?.startsWith('op_') ? unionIdOf(given) : (given ?? null);
  if (unionId) state.inbox.addAccount(unionId);
  const messages = unionId ? state.inbox.messagesOf(unionId) : [];
  sendHtml(res, 200, inboxPage({ lang, unionId, messages }), { 'cache-control': 'no-store' });
}

async function faultControl(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  if (!state.faults) return sendJson(res, 404, { error: 'not_found', detail: 'started without faults' });
  try {
    const text = req.method === 'PUT' ? await readBody(req) : '';
    const body: unknown = text ? JSON.parse(text) : undefined;
    const reply = handleFaultControl(state.faults, 'msgapp', req.method, body);
    if (reply.status === 204) {
      res.writeHead(204).end();
      return;
    }
    sendJson(res, reply.status, reply.body);
  } catch (err) {
    const status = err instanceof HttpError ? err.status : 400;
    sendJson(res, status, { error: 'invalid_request', detail: (err as Error).message });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16 * 1024) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(html);
}
