import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: our side of the push model, a loopback endpoint recording raw notifications. */
export interface ReceivedNotification {
  rawBody: Buffer;
  signature: string | undefined;
  subscriptionId: string | undefined;
}

export async function startNotificationReceiver(): Promise<{
  url: string;
  received: ReceivedNotification[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}> {
  const received: ReceivedNotification[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      received.push({
        rawBody: Buffer.concat(chunks),
        signature: header('notification-signature'),
        subscriptionId: header('subscription-id'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/dcsa-tnt`,
    received,
    waitFor: async (count, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} notifications, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
