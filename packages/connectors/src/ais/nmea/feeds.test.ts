import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, connectTcpFeed, type TcpFeed, type TcpFeedEvent } from './client.js';
import { listenUdpFeed, replayFile, type UdpFeed } from './feeds.js';

const SAMPLE = fileURLToPath(new URL('./__fixtures__/pyais_sample.ais', import.meta.url));
const sampleLines = readFileSync(SAMPLE, 'latin1').split('\n');
if (sampleLines.at(-1) === '') sampleLines.pop();

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

/** A loopback TCP server whose cleanup also drops open connections (server.close() waits for them). */
async function listen(handler: (socket: Socket) => void, port = 0): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    handler(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanup.push(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  );
  return server;
}

async function waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('backoffDelay', () => {
  it('grows exponentially up to the cap, jitter only ever shortening it', () => {
    const options = { initialMs: 100, maxMs: 1000, factor: 2, jitter: 0.5 };
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffDelay(n, options, () => 0))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(backoffDelay(3, options, () => 1)).toBe(400);
    expect(backoffDelay(3, options, () => 0.5)).toBe(600);
  });
});

describe('TCP feed', () => {
  it('reconnects with backoff after the server hangs up, and splits lines across chunks', async () => {
    const accepted: number[] = [];
    const server = await listen((socket) => {
      accepted.push(Date.now());
      // Each connection sends a line cut in two writes and a trailing partial line, then hangs up.
      socket.write(`${sampleLines[1]!.slice(0, 20)}`);
      setTimeout(() => socket.end(`${sampleLines[1]!.slice(20)}\r\n${sampleLines[2]!.slice(0, 10)}`), 20);
    });
    const lines: string[] = [];
    const events: TcpFeedEvent[] = [];
    const feed: TcpFeed = connectTcpFeed({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      onLine: (line) => lines.push(line),
      onEvent: (event) => events.push(event),
      backoff: { initialMs: 50, maxMs: 200, factor: 2, jitter: 0 },
    });
    cleanup.push(() => feed.close());
    await waitFor(() => lines.length >= 3);
    expect(lines.slice(0, 3)).toEqual([sampleLines[1], sampleLines[1], sampleLines[1]]);
    // Data arrived on every connection, so each retry starts again from the initial delay.
    const retries = events.flatMap((e) => (e.state === 'disconnected' ? [e.retryInMs] : []));
    expect(retries.slice(0, 2)).toEqual([50, 50]);
    expect(accepted[1]! - accepted[0]!).toBeGreaterThanOrEqual(45);
  });

  it('backs off exponentially while the server refuses connections, and recovers', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const events: TcpFeedEvent[] = [];
    const lines: string[] = [];
    const feed = connectTcpFeed({
      host: '127.0.0.1',
      port,
      onLine: (line) => lines.push(line),
      onEvent: (event) => events.push(event),
      backoff: { initialMs: 20, maxMs: 80, factor: 2, jitter: 0 },
    });
    cleanup.push(() => feed.close());
    await waitFor(() => events.length >= 4);
    const retries = events.flatMap((e) => (e.state === 'disconnected' ? [e.retryInMs] : []));
    expect(retries.slice(0, 4)).toEqual([20, 40, 80, 80]);
    expect(events[0]).toMatchObject({ state: 'disconnected', error: expect.any(Error) });
    await listen((socket) => socket.write(`${sampleLines[3]}\n`), port);
    await waitFor(() => lines.length > 0);
    expect(lines[0]).toBe(sampleLines[3]);
    expect(feed.connections).toBe(1);
  });
});

describe('UDP feed', () => {
  it('yields every line of every datagram', async () => {
    const lines: string[] = [];
    const feed: UdpFeed = await listenUdpFeed({ port: 0, host: '127.0.0.1', onLine: (l) => lines.push(l) });
    cleanup.push(() => feed.close());
    const sender = createSocket('udp4');
    cleanup.push(() => new Promise((resolve) => sender.close(() => resolve())));
    const send = (text: string) =>
      new Promise<void>((resolve, reject) =>
        sender.send(text, feed.port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
      );
    await send(`${sampleLines[1]}\r\n${sampleLines[2]}\r\n`);
    await send(sampleLines[3]!);
    await waitFor(() => lines.length >= 3);
    expect(lines).toEqual(sampleLines.slice(1, 4));
  });
});

describe('file replay', () => {
  it('yields the lines of a recorded feed in order', async () => {
    const lines: string[] = [];
    for await (const line of replayFile(SAMPLE)) lines.push(line);
    expect(lines).toEqual(sampleLines);
  });
});
