import { type Sandbox, type SandboxEndpoints, type SandboxOptions, startSandbox } from '@tracklane/sandbox';
import type { Config } from '../config.js';
import { startSandboxChild } from '../process/sandbox-child.js';
import {
  describeSandboxWorld,
  type SandboxWorldSummary,
} from '../services/sandbox/describe-sandbox-world.js';
import { appPlugin } from './app-plugin.js';

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
 * `where: 'child'` (the serving process, SANDBOX_PROCESS) runs it in a child process of its own,
 * so its clock, servers and AIS encoding take no time from the API's event loop.
 */
export const sandboxWorldPlugin = appPlugin<{ config: Config; where: 'child' | 'inline' }>(
  'sandbox-world',
  async (app, { config, where }) => {
    if (!config.sandboxWorld) {
      app.decorate('sandboxWorld', null);
      return;
    }
    const options: SandboxOptions = {
      seed: config.sandboxSeed,
      speed: config.sandboxSpeed,
      size: { activeContainers: config.sandboxContainers },
      basePort: config.sandboxPort,
    };
    if (where === 'child') {
      const child = await startSandboxChild(options);
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
    const sandbox = await startSandbox(options);
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
