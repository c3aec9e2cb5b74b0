import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider that answers every request 200 with a complete body that is not JSON (an HTML
 * page from a misconfigured gateway), the one body fault the sandbox's switch has no mode for:
 * its `truncated` cuts the connection, its `invalid` stays well-formed JSON.
 */
export async function startNonJsonProvider(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('<html><body>502 Bad Gateway</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
