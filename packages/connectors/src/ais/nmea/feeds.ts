import { createSocket } from 'node:dgram';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { LineSplitter } from './lines.js';

export interface UdpFeedOptions {
  port: number;
  /** Default 0.0.0.0. */
  host?: string;
  onLine: (line: string) => void;
}

export interface UdpFeed {
  /** The bound port (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Listens for AIS sentences over UDP, as receivers and AIS-catcher forward them: one or more
 * lines per datagram. Each datagram is split on its own; a datagram cannot continue another.
 */
export async function listenUdpFeed(options: UdpFeedOptions): Promise<UdpFeed> {
  const socket = createSocket('udp4');
  socket.on('message', (datagram) => {
    const splitter = new LineSplitter(options.onLine);
    splitter.push(datagram.toString('latin1'));
    const rest = splitter.rest();
    if (rest !== '') options.onLine(rest);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, options.host ?? '0.0.0.0', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  // A malformed datagram or ICMP error must not take the process down.
  socket.on('error', () => {});
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/**
 * Replays a recorded feed: yields every line of the file in order, the last one even without a
 * line terminator. Read as latin1 so stray bytes pass through to the decoder as garbage, not errors.
 */
export async function* replayFile(path: string): AsyncGenerator<string> {
  const lines = createInterface({
    input: createReadStream(path, { encoding: 'latin1' }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) yield line;
}
