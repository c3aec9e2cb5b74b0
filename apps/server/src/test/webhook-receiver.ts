import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records what it receives and answers with
 * `respond` (200 by default; a test sets it to answer 500, a huge body, or never).
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const state = {
    respond: (res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      state.respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Answer the next requests with this. */
    answer(respond: (res: ServerResponse) => void) {
      state.respond = respond;
    },
    /** Answer nothing, ever (until closed). */
    hang() {
      state.respond = (res) => hanging.push(res);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
