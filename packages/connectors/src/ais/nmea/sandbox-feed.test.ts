import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_T0,
  FIXTURE_VESSELS,
  fixtureWorld,
} from '../../../../sandbox/src/providers/ais/__fixtures__/fixture-world.js';
import { type AisServer, startAisServer } from '../../../../sandbox/src/providers/ais/server.js';
import { FaultSwitch } from '../../../../sandbox/src/providers/faults.js';
import { createClock } from '../../../../sandbox/src/world/clock.js';
import { connectTcpFeed, type TcpFeed } from './client.js';
import { createAisDecoder } from './decoder.js';
import type { AisMessage } from './messages.js';

/**
 * The sandbox's AIS server as a real feed (imported from the sandbox sources, which export only
 * the whole-world sandbox): everything it sends must decode, with nothing skipped.
 */
let server: AisServer;
let feed: TcpFeed;
const decoder = createAisDecoder({ scaled: true, split24: true });
const messages: AisMessage[] = [];

beforeAll(async () => {
  const clock = createClock({ startAt: FIXTURE_T0, speed: 1 });
  server = await startAisServer({ world: fixtureWorld, clock, faults: new FaultSwitch(), rate: 300 });
  feed = connectTcpFeed({
    host: server.host,
    port: server.port,
    onLine: (line) => messages.push(...decoder.push(line)),
  });
});
afterAll(async () => {
  await feed?.close();
  await server?.close();
});

describe('sandbox AIS feed through the connector', () => {
  it('decodes every sentence with zero skips', async () => {
    const deadline = Date.now() + 10_000;
    while (decoder.stats().lines < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const stats = decoder.stats();
    expect(stats.lines).toBeGreaterThanOrEqual(200);
    expect(stats.skipped).toEqual({
      comment: 0,
      garbage: 0,
      checksum: 0,
      proprietary: 0,
      otherSentence: 0,
      orphanPart: 0,
      truncated: 0,
      oversized: 0,
      unsupportedType: 0,
    });
    const mmsis = new Set(messages.map((m) => String(m.mmsi)));
    for (const vessel of FIXTURE_VESSELS) expect(mmsis.has(vessel.mmsi)).toBe(true);
    const types = new Set(messages.map((m) => m.type));
    expect(types.has(5) || types.has(24)).toBe(true);
    for (const m of messages) {
      if ('lat' in m && typeof m.lat === 'number' && m.lat !== 91)
        expect(Math.abs(m.lat)).toBeLessThanOrEqual(90);
    }
  });
});
