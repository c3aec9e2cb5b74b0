import { type Sandbox, type SandboxEndpoints, type SandboxOptions, startSandbox } from '@tracklane/sandbox';
import type { Config } from '../config.js';
import type { SandboxChild } from '../process/sandbox-child.js';
import {
  describeSandboxWorld,
  type SandboxWorldSummary,
} from '../services/sandbox/describe-sandbox-world.js';
import { appPlugin } from './app-plugin.js';

/** The world the settings describe. */
export function sandboxOptionsOf(config: Config): SandboxOptions {
  return {
    seed: config.sandboxSeed,
    speed: config.sandboxSpeed,
    ...(config.sandboxStartAt === undefined ? {} : { startAt: config.sandboxStartAt }),
    size: { activeContainers: config.sandboxContainers },
    basePort: config.sandboxPort,
  };
}

/** The running sandbox world as the server sees it, wherever it runs. */
export interface SandboxWorld {
  apiKey: string;
  endpoints: SandboxEndpoints;
  /** The world's objects when it runs in this process (SANDBOX_PROCESS=inline, test apps); else null. */
  inProcess: Sandbox | null;
  /** The public summary of `GET /sandbox/world`. */
  describe(): Promise<SandboxWorldSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated freight world and its protocol servers on loopback, or null when off. */
    sandboxWorld: SandboxWorld | null;
  }
}

/**
 * The embedded default of every freight provider: the sandbox world (packages/sandbox) built from
 * its seed and served over DCSA Track & Trace, the DCSA schedule APIs and NMEA AIS on loopback, so
 * connectors reach it exactly as they reach a real provider. Off with SANDBOX_WORLD=false.
 * The serving process (SANDBOX_PROCESS=child) runs it in a child process of its own, so its
 * clock, servers and AIS encoding take no time from the API's event loop: buildApp starts that
 * child and hands it over here once ready.
 */
export const sandboxWorldPlugin = appPlugin<{ config: Config; child: SandboxChild | null }>(
  'sandbox-world',
  async (app, { config, child }) => {
    if (!config.sandboxWorld) {
      app.decorate('sandboxWorld', null);
      return;
    }
    if (child) {
      const { ready } = child;
      app.decorate('sandboxWorld', {
        apiKey: ready.apiKey,
        endpoints: ready.endpoints,
        inProcess: null,
        describe: () => child.describe(),
      });
      app.addHook('onClose', () => child.close());
      app.log.info(
        {
          pid: child.pid,
          seed: ready.seed,
          speed: ready.speed,
          buildMs: Math.round(ready.buildMs),
          vessels: ready.vessels,
          bookings: ready.bookings,
          endpoints: ready.endpoints,
        },
        'sandbox world started (child process)',
      );
      return;
    }
    const sandbox = await startSandbox(sandboxOptionsOf(config));
    app.decorate('sandboxWorld', {
      apiKey: sandbox.apiKey,
      endpoints: sandbox.endpoints,
      inProcess: sandbox,
      describe: async () => describeSandboxWorld(sandbox),
    });
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
  },
);
