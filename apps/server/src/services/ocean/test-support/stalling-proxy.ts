import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the sandbox that never answers the requests whose URL mentions one
 * of the `stalled` references, and forwards every other one. It lets a test know for sure that a
 * refresh of those references is in flight (`arrived`) when it kills the process polling them,
 * where a random `slow` fault would only make it likely.
 */
export interface StallingProxy {
  url: string;
  /** The stalled references whose request has reached the proxy. */
  arrived(): Set<string>;
  close(): Promise<void>;
}

export async function startStallingProxy(target: string, stalled: readonly string[]): Promise<StallingProxy> {
  const arrived = new Set<string>();
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const reference = stalled.find((r) => path.includes(r));
    if (reference) {
      arrived.add(reference);
      held.push(res);
      return;
    }
    const upstream = request(
      new URL(path, target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived: () => new Set(arrived),
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
