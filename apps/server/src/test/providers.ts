import { dcsaTntConnector, type OceanTrackingClient, type ResolvedProvider } from '@tracklane/connectors';
import type { FastifyInstance } from 'fastify';

/** A T&T client as the ocean provider the registry would resolve for it. */
export function oceanProviderOf(client: OceanTrackingClient): ResolvedProvider<'ocean-tnt'> {
  return {
    connector: dcsaTntConnector,
    client,
    endpoint: { baseUrl: 'test:', apiKey: '' },
    source: 'configured',
  };
}

/**
 * Makes `client` the ocean provider of these apps (their routes and job handlers), in place of
 * what they resolved at start-up; returns a function that puts that back.
 */
export function installOceanClient(apps: readonly FastifyInstance[], client: OceanTrackingClient | null) {
  const before = apps.map((app) => app.providers.ocean);
  for (const app of apps) app.providers.ocean = client ? oceanProviderOf(client) : null;
  return () => {
    apps.forEach((app, i) => {
      app.providers.ocean = before[i] ?? null;
    });
  };
}
