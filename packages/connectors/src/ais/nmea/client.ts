import { connect, type Socket } from 'node:net';
import { LineSplitter } from './lines.js';

export interface BackoffOptions {
  /** First retry delay (default 500 ms). */
  initialMs?: number;
  /** Upper bound of any delay (default 30 s). */
  maxMs?: number;
  /** Growth per failed attempt (default 2). */
  factor?: number;
  /** Fraction of the delay removed at random, 0–1 (default 0.2), so clients do not retry in step. */
  jitter?: number;
}

/** Delay before retry number `attempt` (0-based): exponential, capped, minus random jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}, random = Math.random): number {
  const { initialMs = 500, maxMs = 30_000, factor = 2, jitter = 0.2 } = options;
  const capped = Math.min(maxMs, initialMs * factor ** attempt);
  return Math.round(capped * (1 - jitter * random()));
}

export type TcpFeedEvent =
  | { state: 'connected'; attempt: number }
  | { state: 'disconnected'; attempt: number; retryInMs: number; error?: Error };

export interface TcpFeedOptions {
  host: string;
  port: number;
  /** Every received line, undecoded (a partial line cut by a disconnect is dropped). */
  onLine: (line: string) => void;
  onEvent?: (event: TcpFeedEvent) => void;
  backoff?: BackoffOptions;
  /** Reconnect when nothing arrives for this long (default 0: never). */
  idleTimeoutMs?: number;
  random?: () => number;
}

export interface TcpFeed {
  /** Successful connections so far. */
  readonly connections: number;
  /** Stops reconnecting and closes the connection. */
  close(): Promise<void>;
}

/**
 * A TCP client for an AIS feed (an AIS-catcher/aggregator style `!AIVDM` line stream) that
 * reconnects forever with exponential backoff. The retry count resets once a connection has
 * delivered data, so a server that accepts and hangs up at once still backs off.
 */
export function connectTcpFeed(options: TcpFeedOptions): TcpFeed {
  let attempt = 0;
  let connections = 0;
  let closed = false;
  let socket: Socket | undefined;
  let timer: NodeJS.Timeout | undefined;

  function open(): void {
    const splitter = new LineSplitter(options.onLine);
    const current = connect({ host: options.host, port: options.port });
    socket = current;
    let failure: Error | undefined;
    current.setEncoding('latin1');
    if (options.idleTimeoutMs)
      current.setTimeout(options.idleTimeoutMs, () => current.destroy(new Error('idle timeout')));
    current.on('connect', () => {
      connections += 1;
      options.onEvent?.({ state: 'connected', attempt });
    });
    current.on('data', (chunk: string) => {
      attempt = 0;
      splitter.push(chunk);
    });
    current.on('error', (error) => {
      failure = error;
    });
    current.on('close', () => {
      if (closed) return;
      const retryInMs = backoffDelay(attempt, options.backoff, options.random);
      attempt += 1;
      options.onEvent?.(
        failure
          ? { state: 'disconnected', attempt, retryInMs, error: failure }
          : { state: 'disconnected', attempt, retryInMs },
      );
      timer = setTimeout(open, retryInMs);
    });
  }

  open();
  return {
    get connections() {
      return connections;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = socket;
      if (!current || current.destroyed) return;
      await new Promise<void>((resolve) => {
        current.once('close', () => resolve());
        current.destroy();
      });
    },
  };
}
