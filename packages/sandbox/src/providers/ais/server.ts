import { type AddressInfo, createServer, type Socket } from 'node:net';
import type { SimClock } from '../../world/clock.js';
import { rngFor } from '../../world/rng.js';
import type { FaultSwitch } from '../faults.js';
import { AisClient } from './client.js';
import { type AisShoreStations, type AisWorld, startAisFeed } from './feed.js';

/** Base stations, aids to navigation and SAR aircraft to interleave (none by default). */
export interface AisServerOptions extends AisShoreStations {
  world: AisWorld;
  clock: SimClock;
  faults: FaultSwitch;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Schedule speed-up: reporting intervals are divided by it (default 1). */
  rate?: number;
  /** Per-client cap of buffered bytes before sentences are dropped (default 64 KiB). */
  maxBufferedBytes?: number;
}

export interface AisServerStats {
  clients: number;
  /** Sentences produced by the feed (once, whatever the number of clients). */
  produced: number;
  /** Sentences written to / dropped for clients, summed over every client since the start. */
  sent: number;
  dropped: number;
}

export interface AisServer {
  host: string;
  port: number;
  stats(): AisServerStats;
  close(): Promise<void>;
}

/**
 * The sandbox AIS feed over TCP, shaped like a national open AIS stream: every client receives
 * the same `\r\n`-terminated !AIVDM sentences, nothing is sent by the client.
 */
export async function startAisServer(options: AisServerOptions): Promise<AisServer> {
  const { faults } = options;
  const feed = startAisFeed(options);
  const clients = new Set<AisClient>();
  const sockets = new Set<Socket>();
  let connections = 0;
  const gone = { sent: 0, dropped: 0 };

  feed.subscribe((group) => {
    for (const client of clients) client.send(group);
  });

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => socket.destroy()); // a client hanging up mid-write is routine
    const rng = rngFor(options.world.seed ?? 0, 'ais-client', connections++);
    const client = new AisClient(socket, faults, rng, options.maxBufferedBytes);
    socket.on('close', () => {
      gone.sent += client.sent;
      gone.dropped += client.dropped;
      clients.delete(client);
      sockets.delete(socket);
    });
    socket.resume(); // the feed ignores what clients send; discard it
    // Unlike a radio receiver, the sandbox greets each client with every vessel's latest
    // position and static data, so a fresh connector has a full picture at once instead of
    // waiting up to six minutes for type 5 reports. The burst is bounded by the fleet size.
    for (const group of feed.snapshot()) client.send(group, true);
    if (!client.closed) clients.add(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;

  return {
    host: address.address,
    port: address.port,
    stats() {
      let { sent, dropped } = gone;
      for (const client of clients) {
        sent += client.sent;
        dropped += client.dropped;
      }
      return { clients: clients.size, produced: feed.stats.sentences, sent, dropped };
    },
    async close() {
      feed.stop();
      for (const client of clients) client.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
