import { randomBytes } from 'node:crypto';
import { startAirServer } from './providers/air/index.js';
import { startAisServer } from './providers/ais/server.js';
import { DEFAULT_SHORE_STATIONS } from './providers/ais/shore-stations.js';
import { startDcsaCsServer } from './providers/dcsa-cs/server.js';
import { startDcsaOvsServer } from './providers/dcsa-ovs/server.js';
import { startDcsaTntServer } from './providers/dcsa-tnt/server.js';
import { FaultSwitch } from './providers/faults.js';
import { startRailServer } from './providers/rail/index.js';
import { startTerminalServer } from './providers/terminal/index.js';
import { startTruckServer } from './providers/truck/index.js';
import { type AirWorld, buildAirWorld } from './world/air/index.js';
import { buildWorld } from './world/build-world.js';
import { createClock, type SimClock } from './world/clock.js';
import type { World, WorldSize } from './world/model.js';

const DAY_MS = 86_400_000;

export interface SandboxOptions {
  seed?: number;
  /** Clock speed: 1 = real time (default), 60 = one simulated hour per minute, 0 = frozen. */
  speed?: number;
  /** Simulated start instant; default now. */
  startAt?: number;
  size?: Partial<WorldSize>;
  host?: string;
  /**
   * First port of the block the servers listen on, in the order of `SANDBOX_PROVIDERS`
   * (T&T, CS, OVS, AIS, truck, rail, air, terminal); 0 (default) gives each server a free port.
   */
  basePort?: number;
  /** API key the HTTP providers require; default a random one. */
  apiKey?: string;
}

/** The providers in the order their ports are allocated from `basePort`. */
export const SANDBOX_PROVIDERS = [
  'dcsa-tnt',
  'dcsa-cs',
  'dcsa-ovs',
  'ais',
  'truck',
  'rail',
  'air',
  'terminal',
] as const;

export interface SandboxEndpoints {
  /** DCSA Track & Trace 2.2 base URL (GET {url}/v2/events). */
  dcsaTnt: string;
  /** DCSA Commercial Schedules 1.0 base URL. */
  dcsaCs: string;
  /** DCSA Operational Vessel Schedules 3.0 base URL. */
  dcsaOvs: string;
  /** NMEA 0183 !AIVDM over TCP. */
  ais: { host: string; port: number };
  /** Chinese freight GPS platform: truck positions, tracks, container bindings. */
  truck: string;
  /** Rail: US Class I intermodal sightings (EDI 322-like), EU container tracks. */
  rail: string;
  /** Air cargo: AWB status (Cargo-IMP FSU events) and flight positions. */
  air: string;
  /** Terminal status: US/KR/JP records (POST {url}/v1/{cc}/download), CN port events, subscriptions. */
  terminal: string;
}

export interface Sandbox {
  world: World;
  /** Air waybills and flights, built from the same seed and anchor. */
  air: AirWorld;
  clock: SimClock;
  faults: FaultSwitch;
  apiKey: string;
  endpoints: SandboxEndpoints;
  /** Milliseconds spent building the world. */
  buildMs: number;
  close(): Promise<void>;
}

/**
 * Builds the world and starts every protocol server on loopback. The world is anchored at the
 * start of the simulated day, so restarts on the same day serve the very same world (and the
 * world's identifiers never depend on the anchor anyway; see world/model.ts).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? 1;
  const clock = createClock({
    ...(options.startAt !== undefined ? { startAt: options.startAt } : {}),
    speed: options.speed ?? 1,
  });
  const started = performance.now();
  const anchor = Math.floor(clock.now() / DAY_MS) * DAY_MS;
  const world = buildWorld({ seed, anchor, ...(options.size ? { size: options.size } : {}) });
  const airWorld = buildAirWorld({ seed, anchor });
  const buildMs = performance.now() - started;
  const faults = new FaultSwitch();
  const apiKey = options.apiKey ?? randomBytes(18).toString('base64url');
  const host = options.host ?? '127.0.0.1';
  const portOf = (provider: (typeof SANDBOX_PROVIDERS)[number]) =>
    options.basePort ? options.basePort + SANDBOX_PROVIDERS.indexOf(provider) : 0;

  const closers: (() => Promise<void>)[] = [];
  try {
    const common = { world, clock, faults, apiKey, host };
    const tnt = await startDcsaTntServer({ ...common, port: portOf('dcsa-tnt'), requireReference: true });
    closers.push(() => tnt.close());
    const cs = await startDcsaCsServer({ ...common, port: portOf('dcsa-cs') });
    closers.push(() => cs.close());
    const ovs = await startDcsaOvsServer({ ...common, port: portOf('dcsa-ovs') });
    closers.push(() => ovs.close());
    // The feed carries base stations, aids to navigation and SAR aircraft besides the fleet.
    const ais = await startAisServer({
      world,
      clock,
      faults,
      host,
      port: portOf('ais'),
      ...DEFAULT_SHORE_STATIONS,
    });
    closers.push(() => ais.close());
    const truck = await startTruckServer({ ...common, port: portOf('truck') });
    closers.push(() => truck.close());
    const rail = await startRailServer({ ...common, port: portOf('rail') });
    closers.push(() => rail.close());
    const air = await startAirServer({ ...common, air: airWorld, port: portOf('air') });
    closers.push(() => air.close());
    const terminal = await startTerminalServer({ ...common, port: portOf('terminal') });
    closers.push(() => terminal.close());
    return {
      world,
      air: airWorld,
      clock,
      faults,
      apiKey,
      buildMs,
      endpoints: {
        dcsaTnt: tnt.url,
        dcsaCs: cs.url,
        dcsaOvs: ovs.url,
        ais: { host: ais.host, port: ais.port },
        truck: truck.url,
        rail: rail.url,
        air: air.url,
        terminal: terminal.url,
      },
      close: async () => {
        await Promise.allSettled(closers.reverse().map((close) => close()));
      },
    };
  } catch (error) {
    await Promise.allSettled(closers.reverse().map((close) => close()));
    throw error;
  }
}
