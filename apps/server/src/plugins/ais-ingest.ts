import { defaultProviderRegistry, type ProviderRegistry } from '@tracklane/connectors';
import type { Config } from '../config.js';
import { type AisFeedSource, type RunningAisFeed, runAisFeed } from '../services/ais/ais-feed.js';
import { AisIngest } from '../services/ais/ais-ingest.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AIS ingest of this process, or null when this process ingests no feed. */
    aisIngest: { ingest: AisIngest; feed: RunningAisFeed; source: AisFeedSource } | null;
  }
}

/**
 * Which feed this process ingests. A configured AIS_FEED is ingested by the process that works
 * jobs (the embedded server, or the worker of a scaled deployment), so an API process beside a
 * worker never ingests it twice; the sandbox's feed by the process that runs the sandbox. The
 * feed's connector comes from the provider registry (kind `ais-feed`).
 */
export function aisSourceFor(
  config: Pick<Config, 'aisFeed'>,
  { works, sandboxAis }: { works: boolean; sandboxAis: { host: string; port: number } | null },
  registry: ProviderRegistry = defaultProviderRegistry(),
  connector?: string,
): AisFeedSource | null {
  if (config.aisFeed === 'off') return null;
  if (config.aisFeed && !works) return null;
  const feed = registry.resolve('ais-feed', {
    connector,
    configured: config.aisFeed ? { baseUrl: config.aisFeed, apiKey: '' } : null,
    sandbox: sandboxAis ? { baseUrl: `tcp://${sandboxAis.host}:${sandboxAis.port}`, apiKey: '' } : null,
  });
  return feed?.client ?? null;
}

/** Starts the ingest after the database, reference data and providers; stops it (flushing) before they close. */
export const aisIngestPlugin = appPlugin<{ config: Config; works: boolean; connector?: string | undefined }>(
  'ais-ingest',
  async (app, { config, works, connector }) => {
    const source = aisSourceFor(
      config,
      { works, sandboxAis: app.sandboxWorld?.endpoints.ais ?? null },
      app.providers.registry,
      connector,
    );
    if (!source) {
      app.decorate('aisIngest', null);
      return;
    }
    const ingest = new AisIngest({ db: app.db, mids: app.referenceData.mids, log: app.log });
    const feed = await runAisFeed({ source, ingest, log: app.log });
    app.decorate('aisIngest', { ingest, feed, source });
    app.addHook('onClose', async () => {
      await feed.stop();
      app.log.info({ ...ingest.stats, decoder: feed.decoderStats() }, 'AIS ingest stopped');
    });
  },
);
