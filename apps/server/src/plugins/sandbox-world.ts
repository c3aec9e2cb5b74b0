import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import type { Config } from '../config.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated freight world and its protocol servers on loopback, or null when off. */
    sandboxWorld: Sandbox | null;
  }
}

/**
 * The embedded default of every freight provider: the sandbox world (packages/sandbox) built from
 * its seed and served over DCSA Track & Trace, the DCSA schedule APIs and NMEA AIS on loopback, so
 * connectors reach it exactly as they reach a real provider. Off with SANDBOX_WORLD=false.
 */
export const sandboxWorldPlugin = appPlugin<{ config: Config }>('sandbox-world', async (app, { config }) => {
  if (!config.sandboxWorld) {
    app.decorate('sandboxWorld', null);
    return;
  }
  const sandbox = await startSandbox({
    seed: config.sandboxSeed,
    speed: config.sandboxSpeed,
    size: { activeContainers: config.sandboxContainers },
    basePort: config.sandboxPort,
  });
  app.decorate('sandboxWorld', sandbox);
  app.addHook('onClose', () => sandbox.close());
  const { world, endpoints } = sandbox;
  app.log.info(
    {
      seed: world.seed,
      speed: sandbox.clock.speed,
      buildMs: Math.round(sandbox.buildMs),
      vessels: world.vessels.length,
      bookings: world.shipments.length,
      endpoints,
    },
    'sandbox world started',
  );
});
