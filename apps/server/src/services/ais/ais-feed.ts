import {
  type AisFeedSource,
  type AisMessage,
  connectAisTcpFeed,
  createAisDecoder,
  listenAisUdpFeed,
  replayAisFile,
} from '@tracklane/connectors';
import type { FastifyBaseLogger } from 'fastify';
import type { AisIngest } from './ais-ingest.js';

/** Where the feed comes from (the AIS connector resolves AIS_FEED or the sandbox's feed to it). */
export type { AisFeedSource };

/**
 * The report time of a message: the NMEA 4.0 tag block's `c:` UNIX time when the feed sends one
 * (seconds from most receivers, milliseconds from some), else the moment we received it.
 */
export function reportTimeOf(message: AisMessage, receivedAt: number): number {
  const time = message.tagblock?.time;
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return receivedAt;
  return time < 1e11 ? time * 1000 : time;
}

export interface RunningAisFeed {
  stop(): Promise<void>;
  /** The decoder's counts (lines, decoded, skipped by reason). */
  decoderStats(): ReturnType<ReturnType<typeof createAisDecoder>['stats']>;
}

/**
 * Feeds every line of `source` through the NMEA decoder into the ingest. Bad lines are counted
 * by the decoder and skipped; a dropped TCP connection is retried with backoff by the client.
 */
export async function runAisFeed({
  source,
  ingest,
  log,
  now = Date.now,
}: {
  source: AisFeedSource;
  ingest: AisIngest;
  log: FastifyBaseLogger;
  now?: () => number;
}): Promise<RunningAisFeed> {
  // Unscaled (the integers on the air) and with type 24 parts on their own, so a class B name
  // is registered even when its part B never arrives.
  const decoder = createAisDecoder({ split24: true });
  const onLine = (line: string) => {
    const receivedAt = now();
    for (const message of decoder.push(line)) ingest.accept(message, reportTimeOf(message, receivedAt));
  };
  ingest.start();
  let close: () => Promise<void>;
  if (source.kind === 'tcp') {
    const feed = connectAisTcpFeed({
      host: source.host,
      port: source.port,
      onLine,
      // A live feed silent for a minute is a dead connection that TCP has not noticed.
      idleTimeoutMs: 60_000,
      onEvent: (event) =>
        event.state === 'connected'
          ? log.info({ feed: `${source.host}:${source.port}`, attempt: event.attempt }, 'AIS feed connected')
          : log.warn(
              { feed: `${source.host}:${source.port}`, retryInMs: event.retryInMs, err: event.error },
              'AIS feed disconnected; reconnecting',
            ),
    });
    close = () => feed.close();
  } else if (source.kind === 'udp') {
    const feed = await listenAisUdpFeed({ host: source.host, port: source.port, onLine });
    close = () => feed.close();
  } else {
    const { path } = source;
    let stopped = false;
    const done = (async () => {
      for await (const line of replayAisFile(path)) {
        if (stopped) break;
        onLine(line);
      }
      await ingest.flush();
      log.info({ file: path, ...decoder.stats() }, 'AIS file replayed');
    })().catch((err: unknown) => log.error({ err, file: path }, 'AIS file replay failed'));
    close = async () => {
      stopped = true;
      await done;
    };
  }
  return {
    async stop() {
      await close();
      await ingest.stop();
    },
    decoderStats: () => decoder.stats(),
  };
}
