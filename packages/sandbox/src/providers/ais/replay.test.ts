import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AIVDM_SENTENCE, checksumValid, decodeWithAisStreamDecoder } from './__fixtures__/decoders.js';
import { FIXTURE_T0, FIXTURE_VESSELS, fixtureStateAt, fixtureWorld } from './__fixtures__/fixture-world.js';
import { connectLines } from './__fixtures__/line-client.js';
import { recordAis, startAisReplayServer } from './replay.js';

const dir = mkdtempSync(join(tmpdir(), 'ais-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('AIS recording and replay', () => {
  it('records a simulated period as valid NMEA whose positions match the world at report time', async () => {
    const file = join(dir, 'ten-minutes.nmea');
    const to = FIXTURE_T0 + 10 * 60_000;
    const { sentences, messages } = await recordAis({ world: fixtureWorld, from: FIXTURE_T0, to, file });
    const lines = readFileSync(file, 'latin1').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(sentences);
    for (const line of lines) {
      expect(line).toMatch(AIVDM_SENTENCE);
      expect(checksumValid(line)).toBe(true);
    }
    const decoded = await decodeWithAisStreamDecoder(lines);
    expect(decoded.length).toBeGreaterThan(0);
    expect(decoded.length).toBeLessThanOrEqual(messages); // type 19 is not decoded by this library
    // Ten minutes at ITU intervals: the 17 kn vessel reports every 6 s, the moored one every 3 min.
    const reportsOf = (mmsi: string) => decoded.filter((m) => m.mmsi === Number(mmsi) && m.type <= 3);
    expect(reportsOf('477123400').length).toBeGreaterThanOrEqual(95);
    expect(reportsOf('477123400').length).toBeLessThanOrEqual(101);
    expect(reportsOf('244650123').length).toBeGreaterThanOrEqual(3);
    expect(reportsOf('244650123').length).toBeLessThanOrEqual(4);
    // Each report carries the position of its own instant (a whole second of the period).
    const vessel = FIXTURE_VESSELS[0];
    if (!vessel) throw new Error('no fixture vessel');
    const seconds = Array.from({ length: (to - FIXTURE_T0) / 1000 + 1 }, (_, i) => FIXTURE_T0 + i * 1000);
    for (const report of reportsOf(vessel.mmsi)) {
      const at = seconds.find((t) => {
        const state = fixtureStateAt(vessel, t);
        return (
          Math.abs(state.lat - Number(report.lat)) < 1e-6 && Math.abs(state.lon - Number(report.lon)) < 1e-6
        );
      });
      expect(at).toBeDefined();
      expect(report.utcSecond).toBe(new Date(at ?? 0).getUTCSeconds());
    }
  });

  it('serves a file line by line, in order, at the requested rate', async () => {
    const file = join(dir, 'mixed.nmea');
    const source = [
      '!AIVDM,1,1,,A,13HOI:0P0000VOHLCnHQKwvL05Ip,0*23',
      '# comment lines pass through',
      '$PGHP,1,2008,5,9,0,0,0,10,338,2,,1,09*17',
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '',
      '!AIVDM,2,2,1,A,88888888880,2*25',
      '!AIVDM,1,1,,B,100h00PP0@PHFV`Mg5gTH?vNPUIp,0*3B',
    ];
    writeFileSync(file, source.join('\n'));
    const replay = await startAisReplayServer({ file, linesPerSecond: 10 });
    try {
      expect(replay.lineCount).toBe(6);
      const c = await connectLines(replay.host, replay.port);
      await c.closed; // without loop, the server ends the connection after the last line
      expect(c.lines).toEqual(source.filter(Boolean));
      // 6 lines at 10 lines/s: the last arrives about half a second after the first.
      const span = (c.arrivals.at(-1) ?? 0) - (c.arrivals[0] ?? 0);
      expect(span).toBeGreaterThanOrEqual(350);
      expect(span).toBeLessThan(1500);
    } finally {
      await replay.close();
    }
  });

  it('loops the file when asked', async () => {
    const file = join(dir, 'two.nmea');
    writeFileSync(file, 'A\r\nB\r\n');
    const replay = await startAisReplayServer({ file, linesPerSecond: 200, loop: true });
    try {
      const c = await connectLines(replay.host, replay.port);
      await c.waitFor((lines) => lines.length >= 7, 3000);
      c.close();
      expect(c.lines.slice(0, 6)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    } finally {
      await replay.close();
    }
  });
});
