import { createListCountCache, type ListCountCache } from '../services/ocean/list-count-cache.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached totals of the ocean subscription list, dropped when the counted rows change. */
    oceanListCounts: ListCountCache;
  }
}

/** Channel of migration 0011's trigger: one notice per organisation (or 'guest:<id>') changed. */
export const OCEAN_SUBSCRIPTIONS_CHANGED_CHANNEL = 'ocean_subscriptions_changed';

export const oceanListCountsPlugin = appPlugin('ocean-list-counts', async (app) => {
  const cache = createListCountCache();
  app.decorate('oceanListCounts', cache);
  const stop = await app.db.listen(OCEAN_SUBSCRIPTIONS_CHANGED_CHANNEL, (owner) => cache.invalidate(owner));
  app.addHook('onClose', async () => {
    await stop();
    cache.clear();
  });
});
