import type { Sandbox } from '@tracklane/sandbox';

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
    samples: { ...world.samples(), airWaybills: sandbox.air.samples().awbNumbers },
  };
}
