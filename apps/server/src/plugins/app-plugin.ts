import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorations, hooks and handlers apply to the whole
 * app. This is exactly what `fastify-plugin` does (Fastify's documented `skip-override` symbol);
 * we set it directly rather than depend on that package for two symbols.
 */
export function appPlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
