/**
 * Test support: the sandbox's T&T 2.2 server on its small hand-written fixture world, with a
 * clock the tests move and a fault switch. Imported from the sandbox sources because the sandbox
 * package exports the whole-world `startSandbox`, not its single servers or fixture world.
 */
import { ANCHOR, at } from '../../../../../sandbox/src/providers/__fixtures__/fixture-voyages.js';
import {
  fixtureWorld,
  manualClock,
} from '../../../../../sandbox/src/providers/__fixtures__/fixture-world.js';
import { type PushOptions, startDcsaTntServer } from '../../../../../sandbox/src/providers/dcsa-tnt/index.js';
import { FaultSwitch } from '../../../../../sandbox/src/providers/faults.js';

export { ANCHOR, at };
export const SANDBOX_KEY = 'connector-test-key';

export interface TntSandbox {
  url: string;
  clock: ReturnType<typeof manualClock>;
  faults: FaultSwitch;
  close(): Promise<void>;
}

export async function startTntSandbox(
  options: { at?: number; push?: PushOptions; requireReference?: boolean } = {},
): Promise<TntSandbox> {
  const clock = manualClock(options.at ?? ANCHOR);
  const faults = new FaultSwitch();
  const server = await startDcsaTntServer({
    world: fixtureWorld(),
    clock,
    faults,
    apiKey: SANDBOX_KEY,
    requireReference: options.requireReference ?? true,
    ...(options.push ? { push: options.push } : {}),
  });
  return { url: server.url, clock, faults, close: () => server.close() };
}
