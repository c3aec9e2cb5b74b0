import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../world/clock.js';
import { type FaultSetting, FaultSwitch } from '../faults.js';
import { AIVDM_SENTENCE, checksumValid } from './__fixtures__/decoders.js';
import { FIXTURE_T0, fixtureWorld } from './__fixtures__/fixture-world.js';
import { connectLines, type LineClient } from './__fixtures__/line-client.js';
import { type AisServer, startAisServer } from './server.js';

let server: AisServer | undefined;
let client: LineClient | undefined;
afterEach(async () => {
  client?.close();
  await server?.close();
  server = client = undefined;
});

/** A server at a fast schedule with the AIS fault set before the client connects. */
async function withFault(setting: FaultSetting): Promise<{ faults: FaultSwitch; c: LineClient }> {
  const faults = new FaultSwitch();
  faults.set('ais', setting);
  const clock = createClock({ startAt: FIXTURE_T0 });
  server = await startAisServer({ world: fixtureWorld, clock, faults, rate: 500 });
  client = await connectLines(server.host, server.port);
  return { faults, c: client };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wellFormed = (line: string) => AIVDM_SENTENCE.test(line) && checksumValid(line);

describe('AIS faults at the socket', () => {
  it('error: the server drops the connection', async () => {
    const { c } = await withFault({ mode: 'error' });
    await expect(Promise.race([c.closed.then(() => 'closed'), sleep(2000).then(() => 'open')])).resolves.toBe(
      'closed',
    );
  });

  it('timeout: the feed goes silent, and speaks again once the fault is cleared', async () => {
    const { faults, c } = await withFault({ mode: 'timeout' });
    await sleep(500);
    expect(c.bytes).toBe(0);
    faults.clear('ais');
    await c.waitFor((lines) => lines.length > 0, 2000);
    expect(c.lines.every(wellFormed)).toBe(true);
  });

  it('slow: nothing for the delay, then a burst of late sentences', async () => {
    const { c } = await withFault({ mode: 'slow', delayMs: 700 });
    await c.waitFor((lines) => lines.length > 0, 3000);
    const first = c.arrivals[0] ?? 0;
    expect(first).toBeGreaterThanOrEqual(600);
    const burst = c.arrivals.filter((t) => t - first < 50).length;
    expect(burst).toBeGreaterThan(10);
    expect(c.lines.every(wellFormed)).toBe(true);
  });

  it('truncated: sentences arrive cut before their checksum', async () => {
    const { c } = await withFault({ mode: 'truncated' });
    await c.waitFor((lines) => lines.length > 30, 3000);
    const cut = c.lines.filter((line) => !wellFormed(line));
    expect(cut.length).toBeGreaterThan(10);
    for (const line of cut) {
      expect(line.startsWith('!AIVDM'.slice(0, line.length))).toBe(true);
      expect(line).not.toMatch(/\*[0-9A-F]{2}$/);
    }
  });

  it('invalid: wrong checksums, garbage lines and $PGHP lines mixed in', async () => {
    const { c } = await withFault({ mode: 'invalid' });
    await c.waitFor((lines) => lines.length > 80, 5000);
    const badChecksum = c.lines.filter(
      (l) => l.startsWith('!AIVDM') && AIVDM_SENTENCE.test(l) && !checksumValid(l),
    );
    const proprietary = c.lines.filter((l) => l.startsWith('$PGHP,'));
    const garbage = c.lines.filter((l) => !l.startsWith('!') && !l.startsWith('$'));
    expect(badChecksum.length).toBeGreaterThan(0);
    expect(garbage.length).toBeGreaterThan(0);
    expect(proprietary.length).toBeGreaterThan(0);
    for (const line of proprietary) expect(checksumValid(line)).toBe(true); // valid, just not AIS
  });

  it('duplicate: every sentence arrives twice', async () => {
    const { c } = await withFault({ mode: 'duplicate', rate: 1 });
    await c.waitFor((lines) => lines.length > 40, 3000);
    const counts = new Map<string, number>();
    for (const line of c.lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    for (const n of counts.values()) expect(n % 2).toBe(0);
  });

  it('rate: a share of the messages is affected, the rest passes clean', async () => {
    const { c } = await withFault({ mode: 'invalid', rate: 0.3 });
    await c.waitFor((lines) => lines.length > 100, 5000);
    const bad = c.lines.filter((l) => !wellFormed(l)).length;
    expect(bad).toBeGreaterThan(0);
    expect(bad).toBeLessThan(c.lines.length * 0.6);
  });
});
