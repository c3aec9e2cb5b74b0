/**
 * Test support: the sandbox's CS 1.0 and OVS 3.0 servers on the small hand-written fixture world
 * (services AE1 Shanghai–Singapore–Rotterdam and IA2 Singapore–Jakarta, a blank sailing 610W and
 * an omitted Singapore call on 612W), with a clock the tests move and one fault switch. Imported
 * from the sandbox sources: the sandbox package exports only the whole-world `startSandbox`.
 */
import { ANCHOR, at, VOYAGES } from '../../../../sandbox/src/providers/__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../../../../sandbox/src/providers/__fixtures__/fixture-world.js';
import { startDcsaCsServer } from '../../../../sandbox/src/providers/dcsa-cs/index.js';
import { startDcsaOvsServer } from '../../../../sandbox/src/providers/dcsa-ovs/index.js';
import { FaultSwitch } from '../../../../sandbox/src/providers/faults.js';

export { ANCHOR, at, VOYAGES };
export const SANDBOX_KEY = 'schedule-connector-key';

export interface ScheduleSandbox {
  csUrl: string;
  ovsUrl: string;
  clock: ReturnType<typeof manualClock>;
  faults: FaultSwitch;
  close(): Promise<void>;
}

export async function startScheduleSandbox(options: { at?: number } = {}): Promise<ScheduleSandbox> {
  const clock = manualClock(options.at ?? ANCHOR);
  const faults = new FaultSwitch();
  const world = fixtureWorld();
  const common = { world, clock, faults, apiKey: SANDBOX_KEY };
  const cs = await startDcsaCsServer(common);
  const ovs = await startDcsaOvsServer(common);
  return {
    csUrl: cs.url,
    ovsUrl: ovs.url,
    clock,
    faults,
    close: async () => {
      await cs.close();
      await ovs.close();
    },
  };
}
