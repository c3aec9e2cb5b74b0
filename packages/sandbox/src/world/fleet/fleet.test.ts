import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TradeLane, Vessel } from '../model.js';
import { DAY, defaultFleet, FROM, SEED, TO } from './__fixtures__/default-fleet.js';
import { buildFleet } from './index.js';

const { reference, router, fleet, buildMs } = defaultFleet();
const liners = fleet.vessels.filter((v) => v.serviceCode !== null);
const craft = fleet.vessels.filter((v) => v.serviceCode === null);
const flagsJson = JSON.parse(readFileSync(join(reference.dataDir, 'sandbox', 'flags.json'), 'utf8')) as {
  flags: { name: string; callSignPrefixes: string[] }[];
};

describe('services', () => {
  it('covers every trade lane with 60+ services of 20+ operating carriers', () => {
    console.info(
      `buildFleet: ${Math.round(buildMs)} ms, ${fleet.services.length} services, ${liners.length} liners`,
    );
    expect(fleet.services.length).toBeGreaterThanOrEqual(60);
    expect(new Set(fleet.services.map((s) => s.operatorScac)).size).toBeGreaterThanOrEqual(20);
    const lanes: TradeLane[] = [
      'ASIA_EUROPE',
      'TRANSPACIFIC',
      'TRANSATLANTIC',
      'INTRA_ASIA',
      'MIDDLE_EAST',
      'LATIN_AMERICA',
      'AFRICA',
      'OCEANIA',
    ];
    for (const lane of lanes)
      expect(fleet.services.filter((s) => s.lane === lane).length).toBeGreaterThanOrEqual(4);
    const called = new Set(fleet.services.flatMap((s) => s.rotation));
    for (const hub of [
      'SGSIN',
      'MYTPP',
      'LKCMB',
      'AEJEA',
      'MAPTM',
      'ESALG',
      'PAMIT',
      'PABLB',
      'KRPUS',
      'CNSHA',
      'CNNGB',
    ]) {
      expect(called.has(hub), hub).toBe(true);
    }
  });

  it('names real carriers and ports', () => {
    for (const s of fleet.services) {
      for (const scac of [s.operatorScac, ...s.partnerScacs])
        expect(reference.carrier(scac), scac).toBeDefined();
      for (const code of s.rotation) expect(reference.ports.get(code), `${s.code} ${code}`).toBeDefined();
    }
    expect(fleet.carriers.length).toBeGreaterThanOrEqual(20);
  });

  it('sizes each loop to its sailing distance: it fits at 15 kn and is not a week too long', () => {
    for (const s of fleet.services) {
      const nm = s.rotation.reduce(
        (sum, code, i) =>
          sum + router.route(code, s.rotation[(i + 1) % s.rotation.length] as string).lengthNm,
        0,
      );
      const ports = s.rotation.length;
      expect(nm / 15 + 12 * ports, s.code).toBeLessThanOrEqual(s.loopWeeks * 168);
      expect(nm / 15 + 37 * ports, s.code).toBeGreaterThan((s.loopWeeks - 1) * 168);
      expect(s.vesselImos.length).toBe(s.loopWeeks);
    }
  });
});

describe('vessels', () => {
  it('has 300+ liner ships with valid, unique identifiers under their flag', () => {
    expect(liners.length).toBeGreaterThanOrEqual(300);
    expect(liners.length).toBe(fleet.services.reduce((sum, s) => sum + s.loopWeeks, 0));
    for (const key of ['imo', 'mmsi', 'callSign', 'name'] as const) {
      expect(new Set(fleet.vessels.map((v) => v[key])).size, key).toBe(fleet.vessels.length);
    }
    for (const v of fleet.vessels) {
      const d = [...v.imo].map(Number);
      expect(v.imo).toMatch(/^\d{7}$/);
      expect(d.slice(0, 6).reduce((s, x, i) => s + x * (7 - i), 0) % 10).toBe(d[6]);
      expect(v.mmsi).toMatch(/^\d{9}$/);
      expect(reference.mids.get(v.mmsi.slice(0, 3)), v.mmsi).toBe(v.flag);
      const prefixes = flagsJson.flags.find((f) => f.name === v.flag)?.callSignPrefixes ?? [];
      expect(
        prefixes.some((p) => v.callSign.startsWith(p)),
        `${v.flag} ${v.callSign}`,
      ).toBe(true);
    }
  });

  it('gives liners container-ship types and dimensions that fit their lane', () => {
    const laneOf = new Map(fleet.services.map((s) => [s.code, s.lane]));
    for (const v of liners) {
      expect(v.shipType).toBeGreaterThanOrEqual(70);
      expect(v.shipType).toBeLessThanOrEqual(79);
      expect(v.aisClass).toBe('A');
      expect(v.serviceSpeedKn).toBeGreaterThanOrEqual(16);
      expect(v.serviceSpeedKn).toBeLessThanOrEqual(22);
      expect(v.homePort).toBeNull();
      if (v.teu >= 20_000) {
        expect(laneOf.get(v.serviceCode as string)).toBe('ASIA_EUROPE');
        expect(v.lengthM).toBeGreaterThanOrEqual(395);
        expect(v.beamM).toBeGreaterThanOrEqual(58);
      }
      // Anything sailing through the Panama Canal fits the new locks (366 m × 51 m × 15.2 m).
      const s = fleet.services.find((x) => x.code === v.serviceCode);
      if (s?.rotation.some((c) => c.startsWith('PA'))) {
        expect(v.lengthM <= 366 && v.beamM <= 51 && v.draughtM <= 15.2, v.name).toBe(true);
      }
    }
    expect(liners.filter((v) => v.teu >= 20_000).length).toBeGreaterThan(50);
    expect(liners.filter((v) => v.teu <= 3000).length).toBeGreaterThan(20);
  });

  it('has ~40 harbour craft around their home ports, some with Class B', () => {
    expect(craft.length).toBeGreaterThanOrEqual(35);
    expect(craft.filter((v) => v.aisClass === 'B').length).toBeGreaterThanOrEqual(15);
    for (const v of craft) {
      expect([50, 52, 37]).toContain(v.shipType);
      expect(v.homePort && reference.ports.get(v.homePort)).toBeTruthy();
      expect(v.operatorScac).toBeNull();
      expect(v.teu).toBe(0);
    }
  });
});

describe('determinism', () => {
  const strip = (vessels: readonly Vessel[]) => vessels.map((v) => v.imo);

  it('rebuilds the same fleet from the same seed and a different one from another', () => {
    const again = buildFleet({ seed: SEED, from: FROM, to: TO, reference, router });
    expect(again).toEqual(fleet);
    // Ships do not depend on the window: a one-day window is enough to compare them.
    const other = buildFleet({ seed: SEED + 1, from: TO, to: TO + DAY, reference, router });
    expect(strip(other.vessels)).not.toEqual(strip(fleet.vessels));
  });

  it('keeps voyage ids and times when the window moves by a week', () => {
    const shifted = buildFleet({ seed: SEED, from: FROM + 7 * DAY, to: TO + 7 * DAY, reference, router });
    const before = new Map(fleet.voyages.map((v) => [v.id, v]));
    let shared = 0;
    for (const voyage of shifted.voyages) {
      const old = before.get(voyage.id);
      if (!old) continue;
      shared++;
      expect(voyage).toEqual(old);
    }
    expect(shared).toBeGreaterThan(fleet.voyages.length * 0.9);
    expect(shifted.vessels).toEqual(fleet.vessels);
  });
});

describe('voyages', () => {
  const inWindow = fleet.voyages.flatMap((v) =>
    v.calls.filter((c) => c.plannedArrival >= FROM && c.plannedArrival <= TO).map((c) => ({ v, c })),
  );

  it('reaches 50–65 % schedule reliability', () => {
    // Reliability as Sea-Intelligence counts it: of the calls made (not omitted, not blanked),
    // the share whose actual arrival is within ±24 h of the proforma arrival.
    const made = inWindow.filter(({ c }) => c.status === 'SCHEDULED');
    const onTime = made.filter(({ c }) => Math.abs(c.actualArrival - c.plannedArrival) <= DAY);
    const share = onTime.length / made.length;
    console.info(`reliability ${(share * 100).toFixed(1)} % of ${made.length} calls`);
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.65);
  });

  it('omits 2–4 % of calls and blanks 2–4 % of voyages', () => {
    const open = inWindow.filter(({ v }) => !v.blank);
    const omitted = open.filter(({ c }) => c.status === 'OMITTED').length / open.length;
    const blanks = fleet.voyages.filter((v) => v.blank);
    console.info(
      `omitted ${(omitted * 100).toFixed(1)} %, blank ${((blanks.length / fleet.voyages.length) * 100).toFixed(1)} %`,
    );
    expect(omitted).toBeGreaterThanOrEqual(0.02);
    expect(omitted).toBeLessThanOrEqual(0.04);
    expect(blanks.length / fleet.voyages.length).toBeGreaterThanOrEqual(0.02);
    expect(blanks.length / fleet.voyages.length).toBeLessThanOrEqual(0.04);
    for (const v of blanks) expect(v.calls.every((c) => c.status === 'BLANKED')).toBe(true);
  });

  it('chains each ship’s calls without overlaps, over the whole window', () => {
    const problems: string[] = [];
    for (const vessel of liners) {
      const calls = fleet.voyages
        .filter((v) => v.vesselImo === vessel.imo)
        .sort((a, b) => (a.calls[0]?.plannedArrival ?? 0) - (b.calls[0]?.plannedArrival ?? 0))
        .flatMap((v) => v.calls.filter((c) => c.status === 'SCHEDULED'));
      if ((calls[0]?.actualArrival ?? TO) > FROM)
        problems.push(`${vessel.name} starts after the window opens`);
      if ((calls[calls.length - 1]?.actualDeparture ?? 0) < TO)
        problems.push(`${vessel.name} ends before the window closes`);
      calls.forEach((c, i) => {
        if (c.actualDeparture <= c.actualArrival)
          problems.push(`${vessel.name} leaves ${c.locode} before arriving`);
        const next = calls[i + 1];
        if (!next) return;
        const hours = (next.actualArrival - c.actualDeparture) / 3_600_000;
        const knots = router.route(c.locode, next.locode).lengthNm / hours;
        if (!(hours > 0 && knots <= vessel.serviceSpeedKn + 0.1)) {
          problems.push(
            `${vessel.name} ${c.locode}→${next.locode}: ${hours.toFixed(1)} h, ${knots.toFixed(1)} kn`,
          );
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('departs weekly on a fixed weekday, with cut-offs and DCSA-style references', () => {
    const problems: string[] = [];
    const starts = new Map<string, number[]>();
    for (const v of fleet.voyages) {
      const list = starts.get(v.serviceCode) ?? [];
      list.push(v.calls[0]?.plannedDeparture ?? 0);
      starts.set(v.serviceCode, list);
      if (!/^\d{3}[EWNS]$/.test(v.voyageNumber)) problems.push(`voyage number ${v.voyageNumber}`);
      if (!/^\d{4}[EWNS]$/.test(v.universalVoyageReference))
        problems.push(`UVR ${v.universalVoyageReference}`);
      if (!new RegExp(`^${v.serviceCode}-${v.vesselImo}-\\d+$`).test(v.id)) problems.push(`id ${v.id}`);
      for (const c of v.calls) {
        const before = (t: number) => (c.plannedDeparture - t) / 3_600_000;
        const doc = before(c.cutOffs.documentation);
        const cargo = before(c.cutOffs.cargo);
        if (doc < 72 || doc > 96 || before(c.cutOffs.vgm) < 44 || cargo < 24 || cargo > 48) {
          problems.push(`${v.id} ${c.locode} cut-offs ${doc} / ${cargo} h`);
        }
        // Customs clears after the gate closes; receiving opens 5–7 days ahead.
        const customs = before(c.cutOffs.customs);
        const opening = before(c.cutOffs.portOpening);
        if (customs >= cargo || customs < 12 || opening < 120 || opening > 168)
          problems.push(`${v.id} ${c.locode} customs ${customs} h, opening ${opening} h`);
        // The manifest cut-off only on services calling in North America, never at those ports.
        const northAmerican = v.calls.some((x) => /^(US|CA)/.test(x.locode));
        const manifest = c.cutOffs.manifest;
        if ((manifest !== null) !== (northAmerican && !/^(US|CA)/.test(c.locode)))
          problems.push(`${v.id} ${c.locode} manifest cut-off ${manifest}`);
      }
    }
    for (const [code, list] of starts) {
      list.sort((a, b) => a - b);
      // Same weekday and hour every week; no week without a departure inside the window.
      const inside = list.filter((t) => t >= FROM && t <= TO);
      for (const t of list)
        if ((t - (list[0] as number)) % (7 * DAY) !== 0) problems.push(`${code} weekday moves`);
      for (let i = 1; i < inside.length; i++) {
        if ((inside[i] as number) - (inside[i - 1] as number) !== 7 * DAY)
          problems.push(`${code} misses a week`);
      }
    }
    expect(problems).toEqual([]);
  });
});
