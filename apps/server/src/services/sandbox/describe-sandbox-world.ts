import { type Sandbox, type TerminalSample, terminalSamples } from '@tracklane/sandbox';

const HOUR_MS = 3_600_000;

// Finding boxes with terminal data derives the milestones of a few hundred bookings (~0.2 s on
// the default world); once per simulated hour is fresh enough for sample numbers.
const terminalCache = new WeakMap<Sandbox, { hour: number; samples: TerminalSample[] }>();

function cachedTerminalSamples(sandbox: Sandbox): TerminalSample[] {
  const now = sandbox.clock.now();
  const hour = Math.floor(now / HOUR_MS);
  const hit = terminalCache.get(sandbox);
  if (hit?.hour === hour) return hit.samples;
  const samples = terminalSamples(sandbox.world, now);
  terminalCache.set(sandbox, { hour, samples });
  return samples;
}

/** A public summary of the running sandbox world (never its API key). */
export function describeSandboxWorld(sandbox: Sandbox) {
  const { world, clock, endpoints } = sandbox;
  return {
    seed: world.seed,
    speed: clock.speed,
    now: new Date(clock.now()).toISOString(),
    counts: {
      carriers: world.carriers.length,
      services: world.services.length,
      vessels: world.vessels.length,
      voyages: world.voyages.length,
      bookings: world.shipments.length,
    },
    endpoints,
    samples: {
      ...world.samples(),
      airWaybills: sandbox.air.samples().awbNumbers,
      // Boxes with terminal data now: US imports (download call) and CN exports (port events).
      terminal: cachedTerminalSamples(sandbox),
    },
  };
}

export type SandboxWorldSummary = ReturnType<typeof describeSandboxWorld>;
