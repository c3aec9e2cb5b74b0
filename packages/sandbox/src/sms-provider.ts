import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The sandbox SMS provider: a small HTTP server on loopback speaking the protocol of the SMS
 * connector (packages/connectors/src/messaging/sms):
 *
 *   POST /v1/messages   x-api-key: <key>   {"to": "+8613812345678", "text": "…"}
 *   → 202 {"id": "<uuid>", "status": "queued"}
 *   → 401 {"error": "unauthorized"} · 400 {"error": "invalid_request", "detail": "…"}
 *
 * Each accepted message is handed to `onMessage` (the server stores it as its inbox).
 */
export interface SandboxSmsMessage {
  id: string;
  to: string;
  text: string;
}

export interface SandboxSmsProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  apiKey: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024;

export async function startSandboxSmsProvider(options: {
  onMessage: (message: SandboxSmsMessage) => Promise<void>;
  apiKey?: string;
}): Promise<SandboxSmsProvider> {
  const apiKey = options.apiKey ?? randomBytes(24).toString('base64url');
  const server = createServer((req, res) => {
    handle(req, res, apiKey, options.onMessage).catch(() => send(res, 500, { error: 'internal' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  apiKey: string,
  onMessage: (message: SandboxSmsMessage) => Promise<void>,
): Promise<void> {
  if (req.method !== 'POST' || req.url !== '/v1/messages') return send(res, 404, { error: 'not_found' });
  const given = Buffer.from(String(req.headers['x-api-key'] ?? ''));
  const expected = Buffer.from(apiKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return send(res, 401, { error: 'unauthorized' });

  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return send(res, 400, { error: 'invalid_request', detail: 'body must be JSON' });
  }
  const { to, text } = (body ?? {}) as { to?: unknown; text?: unknown };
  if (typeof to !== 'string' || !/^\+\d{6,15}$/.test(to))
    return send(res, 400, { error: 'invalid_request', detail: 'to must be an E.164 number' });
  if (typeof text !== 'string' || text.length === 0 || text.length > 1000)
    return send(res, 400, { error: 'invalid_request', detail: 'text must be 1 to 1000 characters' });

  const id = randomUUID();
  await onMessage({ id, to, text });
  send(res, 202, { id, status: 'queued' });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
