import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the kernel picks ports for outgoing connections and `listen(0)`; Linux's default if unread. */
function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(start) || 32768;
  } catch {
    return 32768;
  }
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * An unused loopback port for a server the test starts a few seconds later. Taken below the
 * kernel's ephemeral range: a port from `listen(0)` is free only at that instant, and the
 * kernel hands the same range to every outgoing connection and `listen(0)` meanwhile (CI once
 * saw a browser file's server fail with EADDRINUSE on such a port).
 */
export async function freePort(): Promise<number> {
  const top = ephemeralStart();
  const bottom = Math.max(1024, top - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = bottom + Math.floor(Math.random() * (top - bottom));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
