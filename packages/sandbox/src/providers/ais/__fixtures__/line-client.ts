import { connect, type Socket } from 'node:net';

/** A plain TCP client that collects `\r\n`-terminated lines, as an AIS connector would read them. */
export interface LineClient {
  readonly lines: string[];
  /** Wall time (ms since connect) at which each line arrived. */
  readonly arrivals: number[];
  bytes: number;
  readonly closed: Promise<void>;
  waitFor(predicate: (lines: readonly string[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  socket: Socket;
}

export async function connectLines(host: string, port: number): Promise<LineClient> {
  const socket = connect({ host, port });
  const start = Date.now();
  const lines: string[] = [];
  const arrivals: number[] = [];
  let rest = '';
  const client: LineClient = {
    lines,
    arrivals,
    bytes: 0,
    socket,
    closed: new Promise((resolve) => socket.on('close', () => resolve())),
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(lines)) {
        if (Date.now() > deadline)
          throw new Error(`timed out after ${timeoutMs} ms with ${lines.length} lines`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => socket.destroy(),
  };
  socket.setEncoding('latin1');
  socket.on('error', () => {});
  socket.on('data', (chunk: string) => {
    client.bytes += chunk.length;
    const parts = (rest + chunk).split('\r\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      arrivals.push(Date.now() - start);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return client;
}
