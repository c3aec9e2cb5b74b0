import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP endpoint that records the notifications POSTed to it (test support). */
export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
}

export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  /** Answer the next `n` requests with 500. */
  failNext(n: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = failures > 0 ? 500 : 204;
      if (failures > 0) failures -= 1;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook?tenant=t1`,
    received,
    failNext: (n) => {
      failures = n;
    },
    waitFor: async (count, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} notifications, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
