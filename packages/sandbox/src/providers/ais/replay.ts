import { readFile } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';

export { type RecordAisOptions, recordAis } from './record.js';

export interface AisReplayOptions {
  /** An NMEA file, one sentence a line (e.g. written by recordAis or captured from a real feed). */
  file: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 10. */
  linesPerSecond?: number;
  /** Start again at the first line after the last one (default false: close the connection). */
  loop?: boolean;
}

export interface AisReplayServer {
  host: string;
  port: number;
  /** Non-empty lines of the file being served. */
  readonly lineCount: number;
  close(): Promise<void>;
}

const TICK_MS = 50;

/**
 * Serves a recorded NMEA file over TCP at a fixed line rate, lines verbatim (comments and
 * proprietary sentences included, as a connector must cope with them). Each client gets its own
 * playback from the first line, so a test or a demo always sees the whole recording; unlike the
 * live feed, a slow reader is waited for rather than skipped, since a replay should be complete.
 */
export async function startAisReplayServer(options: AisReplayOptions): Promise<AisReplayServer> {
  const lines = (await readFile(options.file, 'latin1')).split(/\r?\n/).filter((line) => line.length > 0);
  const rate = options.linesPerSecond ?? 10;
  if (!(rate > 0)) throw new RangeError(`linesPerSecond must be > 0, got ${rate}`);
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.resume();
    let next = 0;
    let startedAt = Date.now();
    let startedLine = 0;
    const timer = setInterval(() => {
      if (socket.writableNeedDrain) return; // wait for the reader
      const due = startedLine + Math.floor(((Date.now() - startedAt) * rate) / 1000);
      let chunk = '';
      while (next < due && next < lines.length) chunk += `${lines[next++]}\r\n`;
      if (chunk) socket.write(chunk);
      if (next < lines.length) return;
      if (options.loop && lines.length > 0) {
        next = 0;
        startedLine = 0;
        startedAt = Date.now();
      } else {
        clearInterval(timer);
        socket.end();
      }
    }, TICK_MS);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    host: address.address,
    port: address.port,
    lineCount: lines.length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
