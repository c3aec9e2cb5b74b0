import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../world/clock.js';
import { FaultSwitch } from '../faults.js';
import { AIVDM_SENTENCE, checksumValid, decodeWithAisStreamDecoder } from './__fixtures__/decoders.js';
import { FIXTURE_T0, FIXTURE_VESSELS, fixtureWorld } from './__fixtures__/fixture-world.js';
import { connectLines, type LineClient } from './__fixtures__/line-client.js';
import type { BaseStation } from './feed.js';
import { type AisServer, startAisServer } from './server.js';

let server: AisServer | undefined;
const clients: LineClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = undefined;
});

async function start(
  options: { rate?: number; speed?: number; baseStations?: readonly BaseStation[] } = {},
): Promise<AisServer> {
  const clock = createClock({ startAt: FIXTURE_T0, speed: options.speed ?? 1 });
  server = await startAisServer({ world: fixtureWorld, clock, faults: new FaultSwitch(), ...options });
  return server;
}

async function client(s: AisServer): Promise<LineClient> {
  const c = await connectLines(s.host, s.port);
  clients.push(c);
  return c;
}

const positionTypes = new Set([1, 2, 3, 18, 19]);

describe('AIS TCP server', () => {
  it('gives a new client every fixture vessel within a few seconds, in valid sentences', async () => {
    const s = await start();
    const c = await client(s);
    const all = FIXTURE_VESSELS.map((v) => Number(v.mmsi)).sort();
    let decoded: Awaited<ReturnType<typeof decodeWithAisStreamDecoder>> = [];
    await c.waitFor(() => c.lines.length >= FIXTURE_VESSELS.length * 3, 3000);
    decoded = await decodeWithAisStreamDecoder(c.lines);
    for (const line of c.lines) {
      expect(line).toMatch(AIVDM_SENTENCE);
      expect(checksumValid(line)).toBe(true);
    }
    const positioned = [
      ...new Set(decoded.filter((m) => positionTypes.has(m.type)).map((m) => m.mmsi)),
    ].sort();
    expect(positioned).toEqual(all);
    const classA = FIXTURE_VESSELS.filter((v) => v.aisClass === 'A').map((v) => Number(v.mmsi));
    const withType5 = new Set(decoded.filter((m) => m.type === 5).map((m) => m.mmsi));
    for (const mmsi of classA) expect(withType5.has(mmsi)).toBe(true);
    expect(decoded.some((m) => m.type === 24)).toBe(true);
  });

  it('sends the same live stream to every client', async () => {
    const s = await start({ rate: 300 });
    const a = await client(s);
    const b = await client(s);
    await b.waitFor((lines) => lines.length > 60, 5000);
    const tail = b.lines.slice(-20);
    await a.waitFor((lines) => lines.includes(tail[tail.length - 1] ?? ''), 2000);
    const from = a.lines.indexOf(tail[0] ?? '');
    expect(from).toBeGreaterThanOrEqual(0);
    expect(a.lines.slice(from, from + tail.length)).toEqual(tail);
  });

  it('reports a moored vessel far less often than one under way (ITU-R M.1371 intervals, fast schedule)', async () => {
    // rate 120: under way every 50–80 ms (one report per 100 ms tick at most), moored or at
    // anchor every 1.5 s, class B every 0.25 s.
    const s = await start({ rate: 120 });
    const c = await client(s);
    await new Promise((r) => setTimeout(r, 1400));
    const decoded = await decodeWithAisStreamDecoder(c.lines);
    const count = (mmsi: string) =>
      decoded.filter((m) => m.mmsi === Number(mmsi) && positionTypes.has(m.type)).length;
    const underWay = count('477123400');
    const moored = count('244650123');
    const anchored = count('211234560');
    const classB = count('477998877');
    expect(underWay).toBeGreaterThan(8);
    expect(moored).toBeLessThanOrEqual(2);
    expect(anchored).toBeLessThanOrEqual(2);
    expect(classB).toBeGreaterThan(moored);
    expect(classB).toBeLessThan(underWay);
  });

  it('takes positions from the simulated clock: a fast clock moves vessels further between reports', async () => {
    const s = await start({ rate: 20, speed: 7200 }); // two simulated hours per wall second
    const c = await client(s);
    await new Promise((r) => setTimeout(r, 800));
    const reports = (await decodeWithAisStreamDecoder(c.lines)).filter(
      (m) => m.mmsi === 477123400 && m.type === 1,
    );
    const first = reports[0];
    const last = reports[reports.length - 1];
    if (!first || !last) throw new Error('no reports');
    // 17.3 kn for over an hour of simulated time: more than 10 nm (1/6 degree) north-east.
    // At speed 1 the same wall time would move it about 20 m.
    expect(Number(last.lat) - Number(first.lat)).toBeGreaterThan(0.1);
    expect(Number(last.lon) - Number(first.lon)).toBeGreaterThan(0.1);
  });

  it('interleaves type 4 reports of the configured shore stations, stamped with simulated UTC', async () => {
    const station = { mmsi: 2_442_000, lon: 4.0467, lat: 51.9772 };
    const s = await start({ rate: 50, baseStations: [station] }); // every 0.2 s
    const c = await client(s);
    await new Promise((r) => setTimeout(r, 700));
    const reports = (await decodeWithAisStreamDecoder(c.lines)).filter((m) => m.type === 4);
    expect(reports.length).toBeGreaterThanOrEqual(2);
    const [first] = reports;
    expect(first).toMatchObject({ mmsi: station.mmsi, year: 2026, month: 11, day: 21, hour: 12 });
    expect(Math.abs(Number(first?.lat) - station.lat)).toBeLessThan(1e-6);
  });
});
