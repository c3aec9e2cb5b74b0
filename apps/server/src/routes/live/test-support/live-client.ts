import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A real WebSocket client of /application/live for tests, with its messages queued. */
export interface LiveClient {
  socket: WebSocket;
  /** Resolves with the close code and reason (1006 when the server terminated the socket). */
  closed: Promise<{ code: number; reason: string }>;
  /** The next message not yet taken, parsed; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** How many pings the server sent. */
  pings(): number;
}

export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `ws://127.0.0.1:${address.port}/application/live`;
}

export function openLive(
  url: string,
  options: { token?: string; protocols?: string[]; autoPong?: boolean } = {},
): LiveClient {
  const target = options.token ? `${url}?token=${encodeURIComponent(options.token)}` : url;
  const socket = new WebSocket(target, options.protocols ?? [], { autoPong: options.autoPong ?? true });
  const queued: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  let pings = 0;
  socket.on('ping', () => pings++);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queued.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  // Errors (a refused upgrade) surface as a close; keep them from crashing the test run.
  socket.on('error', () => {});
  return {
    socket,
    closed,
    pings: () => pings,
    next(timeoutMs = 5000) {
      const message = queued.shift();
      if (message) return Promise.resolve(message);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          reject(new Error(`no live message within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = (m: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(m);
        };
        waiting.push(settle);
      });
    },
  };
}

/** Opens a connection and waits until the server has registered it (its ready message). */
export async function openReadyLive(
  url: string,
  options: Parameters<typeof openLive>[1] = {},
): Promise<LiveClient> {
  const client = openLive(url, options);
  const first = await client.next();
  if (first.type !== 'live.ready') throw new Error(`expected live.ready, got ${JSON.stringify(first)}`);
  return client;
}
