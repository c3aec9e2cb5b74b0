/**
 * Throughput figures for the AIS feed (run by hand: `npx tsx <this file>`): encode-only
 * sentences per second, and the steady-state rate of the feed for ~350 vessels of a built world
 * (from a recorded simulated hour, and from the live feed over 15 s of wall time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWorld, createClock } from '../../../world/index.js';
import { startAisFeed } from '../feed.js';
import { SentenceSequencer } from '../nmea/sentence.js';
import { recordAis } from '../record.js';
import { positionReport, staticReports } from '../vessel-reports.js';

const anchor = Date.UTC(2026, 10, 21, 6, 0, 0);
const full = buildWorld({ seed: 11, anchor, size: { activeContainers: 200 } });
const vessels = full.vessels.slice(0, 350);
const world = { seed: full.seed, vessels, vesselStateAt: full.vesselStateAt.bind(full) };

// Encode only: states computed beforehand so the figure is the encoder's alone.
const states = vessels.map((v) => world.vesselStateAt(v, anchor));
const seq = new SentenceSequencer();
let sentences = 0;
let started = performance.now();
while (performance.now() - started < 2000) {
  for (let i = 0; i < vessels.length; i++) {
    const v = vessels[i];
    const s = states[i];
    if (!v || !s) continue;
    sentences += positionReport(v, s, anchor + i * 1000, seq).length;
    if (i % 10 === 0) for (const g of staticReports(v, s, seq)) sentences += g.length;
  }
}
const encodeRate = sentences / ((performance.now() - started) / 1000);

const dir = mkdtempSync(join(tmpdir(), 'ais-measure-'));
started = performance.now();
const recorded = await recordAis({
  world,
  from: anchor,
  to: anchor + 3_600_000,
  file: join(dir, 'hour.nmea'),
});
const recordMs = performance.now() - started;
rmSync(dir, { recursive: true, force: true });

const feed = startAisFeed({ world, clock: createClock({ startAt: anchor }) });
let live = 0;
feed.subscribe((group) => {
  live += group.length;
});
const cpu0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, 15_000));
const cpu = process.cpuUsage(cpu0);
feed.stop();

console.info({
  vessels: vessels.length,
  classB: vessels.filter((v) => v.aisClass === 'B').length,
  encodeOnlySentencesPerSecond: Math.round(encodeRate),
  recordedHour: {
    ...recorded,
    sentencesPerSecond: +(recorded.sentences / 3600).toFixed(1),
    wallMs: Math.round(recordMs),
  },
  liveFeed15s: {
    sentences: live,
    perSecond: +(live / 15).toFixed(1),
    cpuPercent: +(((cpu.user + cpu.system) / 15e6) * 100).toFixed(2),
  },
});
