/**
 * Test support: the sandbox's terminal server on a small world (300 boxes, seed 5), with a clock
 * the tests move and a fault switch, plus sample boxes for each call. Imported from the sandbox
 * sources because the sandbox package exports only the whole-world `startSandbox`.
 */
import { manualClock } from '../../../../../sandbox/src/providers/__fixtures__/fixture-world.js';
import { FaultSwitch } from '../../../../../sandbox/src/providers/faults.js';
import { startTerminalServer } from '../../../../../sandbox/src/providers/terminal/index.js';
import { terminalVisits } from '../../../../../sandbox/src/providers/terminal/terminal-visit.js';
import { buildWorld } from '../../../../../sandbox/src/world/build-world.js';
import { referenceAndRouter } from '../../../../../sandbox/src/world/cargo/__fixtures__/small-world.js';
import type { World } from '../../../../../sandbox/src/world/model.js';

export const ANCHOR = Date.UTC(2026, 4, 4, 12);
export const SANDBOX_KEY = 'terminal-connector-key';

export interface TerminalSandbox {
  url: string;
  world: World;
  clock: ReturnType<typeof manualClock>;
  faults: FaultSwitch;
  close(): Promise<void>;
}

export async function startTerminalSandbox(): Promise<TerminalSandbox> {
  const { reference, router } = referenceAndRouter();
  const world = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  const clock = manualClock(ANCHOR);
  const faults = new FaultSwitch();
  const server = await startTerminalServer({ world, clock, faults, apiKey: SANDBOX_KEY });
  return { url: server.url, world, clock, faults, close: () => server.close() };
}

/** A box in the yard at the anchor at a port matching `wanted`, with its shipment's references. */
export function boxInYard(
  world: World,
  wanted: (portCode: string) => boolean,
  side: 'portOfLoading' | 'portOfDischarge',
): { containerNumber: string; portCode: string; businessNumber: string | null } {
  for (const s of world.shipments) {
    const portCode = s[side];
    if (!wanted(portCode)) continue;
    for (const c of s.containers) {
      const stay = terminalVisits(world, c.number, portCode).find((v) => v.inAt < ANCHOR && v.outAt > ANCHOR);
      if (stay)
        return { containerNumber: c.number, portCode, businessNumber: s.transportDocumentReference ?? null };
    }
  }
  throw new Error('the fixture world has no such box');
}
