import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a loopback HTTP server whose answers the test scripts, for the failures the
 * sandbox does not simulate (non-JSON bodies, 429, 403, 404, a failing second page).
 */
export interface ScriptedServer {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

export async function startScriptedServer(
  answer: (req: IncomingMessage, res: ServerResponse, baseUrl: string) => void,
): Promise<ScriptedServer> {
  const requests: ScriptedServer['requests'] = [];
  let baseUrl = '';
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    req.resume();
    req.on('end', () => answer(req, res, baseUrl));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
