import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/build-world.js';
import { referenceAndRouter } from '../../world/cargo/__fixtures__/small-world.js';
import type { World } from '../../world/model.js';
import { isoDateTime } from '../http/date-time.js';
import { renderPortEvents } from './port-events.js';
import { lastFreeDay } from './port-rules.js';
import { renderTerminalRecord, type TerminalRecord } from './render-terminal-record.js';
import { terminalPlan } from './terminal-plan.js';
import { type TerminalVisit, terminalVisits } from './terminal-visit.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const HOUR = 3_600_000;
let world: World;
let visits: TerminalVisit[];

function build(): World {
  const { reference, router } = referenceAndRouter();
  return buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
}

function allVisits(w: World): TerminalVisit[] {
  return w.shipments.flatMap((s) =>
    s.containers.flatMap((c) =>
      [s.portOfLoading, s.portOfDischarge]
        .filter((p) => /^(US|CN|KR|JP)/.test(p))
        .flatMap((p) => terminalVisits(w, c.number, p)),
    ),
  );
}

/** Instants around a stay where its record changes. */
function instants(v: TerminalVisit): number[] {
  const plan = terminalPlan(world.seed, v);
  const marks = [v.inAt - HOUR, v.inAt, (v.inAt + v.outAt) / 2, v.outAt - 1, v.outAt, v.outAt + HOUR];
  if (plan.availableAt !== null) marks.push(plan.availableAt - 1, plan.availableAt);
  for (const h of plan.holds) marks.push(h.placedAt, h.releasedAt - 1, h.releasedAt);
  return marks.map(Math.round);
}

const DATED: (keyof TerminalRecord)[] = [
  'updateDate',
  'availableDate',
  'pickupAct',
  'cusDate',
  'srmDate',
  'tmlDate',
  'inDate',
  'outDate',
];

/** A box's stay at a transshipment port (discharged from one vessel, loaded on the next). */
function relayStay(): TerminalVisit | undefined {
  for (const s of world.shipments) {
    for (const c of s.containers) {
      const relayDischarge = world
        .milestonesOf(s)
        .find(
          (m) =>
            m.equipmentReference === c.number &&
            m.code === 'DISC' &&
            (m.mode === 'VESSEL' || m.mode === 'FEEDER') &&
            m.locode !== s.portOfDischarge,
        );
      if (!relayDischarge?.locode) continue;
      const stay = terminalVisits(world, c.number, relayDischarge.locode).find(
        (v) => v.direction === 'TRANSSHIPMENT' && v.outAt - v.inAt > 2 * HOUR,
      );
      if (stay) return stay;
    }
  }
  return undefined;
}

beforeAll(() => {
  world = build();
  visits = allVisits(world);
}, 60_000);

describe('terminal records', () => {
  it('cover imports in US/KR/JP ports and exports from CN ports, some with holds', () => {
    const imports = visits.filter((v) => v.direction === 'IMPORT' && /^(US|KR|JP)/.test(v.port.country));
    const exports = visits.filter((v) => v.direction === 'EXPORT' && v.port.country === 'CN');
    expect(imports.length).toBeGreaterThan(50);
    expect(exports.length).toBeGreaterThan(50);
    const held = imports.filter((v) => terminalPlan(world.seed, v).holds.length > 0);
    expect(held.length).toBeGreaterThan(5);
    expect(imports.some((v) => v.customs !== null)).toBe(true);
  });

  it('are plausible at every instant: nothing from the future, availability after discharge, no hold after gate-out', () => {
    for (const v of visits) {
      const plan = terminalPlan(world.seed, v);
      for (const now of instants(v)) {
        const r = renderTerminalRecord(v.port.locode, v, plan, now);
        for (const field of DATED) {
          const value = r[field];
          if (typeof value === 'string')
            expect(Date.parse(value), `${field} of ${v.containerNumber}`).toBeLessThanOrEqual(now);
        }
        for (const h of r.holds) expect(Date.parse(h.holdDate)).toBeLessThanOrEqual(now);
        if (r.availableDate) {
          expect(Date.parse(r.availableDate)).toBeGreaterThanOrEqual(Date.parse(r.inDate ?? ''));
          expect(r.lastFreeDay !== null && r.lastFreeDay > r.availableDate.slice(0, 10)).toBe(true);
        }
        if (now >= v.outAt) {
          expect(r.holds.filter((h) => h.holdStatus === 'ACTIVE')).toEqual([]);
          if (v.direction === 'IMPORT' && v.outBy === 'TRUCK') expect(r.pickupAct).toBe(r.outDate);
        }
        if (now < v.inAt) expect([r.inDate, r.availableDate, r.lastFreeDay]).toEqual([null, null, null]);
        if (v.direction === 'EXPORT') {
          // The box came in while the terminal received for its vessel.
          expect(Date.parse(r.openDate ?? '')).toBeLessThan(v.inAt);
          expect(Date.parse(r.closeDate ?? '')).toBeGreaterThanOrEqual(Math.floor(v.inAt / 1000) * 1000);
        }
        const active = r.holds.some((h) => h.holdStatus === 'ACTIVE');
        if (active) expect(r.availableStatus).toBe('NOT_AVAILABLE');
      }
    }
  });

  it("agree with the carrier's events of the box at that port: in, out and how it left", () => {
    const OCEAN = new Set(['VESSEL', 'FEEDER']);
    let loadedOnBoard = 0;
    for (const v of visits) {
      const here = world
        .milestonesOf(v.shipment)
        .filter(
          (m) =>
            m.equipmentReference === v.containerNumber &&
            m.locode !== null &&
            world.port(m.locode)?.locode === v.port.locode,
        );
      const at = (code: string, ocean: boolean | null) =>
        here.find(
          (m) =>
            m.code === code && (ocean === null || OCEAN.has(m.mode ?? '') === ocean) && m.actual >= v.inAt,
        )?.actual;
      const load = at('LOAD', true);
      const gateOut = at('GTOT', null);
      const plan = terminalPlan(world.seed, v);
      const r = renderTerminalRecord(v.port.locode, v, plan, v.outAt + HOUR);
      // In: the carrier's discharge (import, transshipment) or gate-in (export), to the second.
      const inAt = v.direction === 'EXPORT' ? at('GTIN', null) : at('DISC', true);
      expect(Date.parse(r.inDate ?? ''), `in of ${v.containerNumber}`).toBe(
        Math.floor((inAt ?? 0) / 1000) * 1000,
      );
      const out = Date.parse(r.outDate ?? '');
      if (r.containerStatus === 'LOADED_ON_VESSEL') {
        // Left on a vessel: the terminal's exit is the carrier's loading on board, and the box was
        // never picked up (gated out) at this port.
        loadedOnBoard++;
        expect(load, `carrier's load of ${v.containerNumber}`).toBeDefined();
        expect(out).toBe(Math.floor((load ?? 0) / 1000) * 1000);
        expect(r.pickupAct, `pick-up of ${v.containerNumber}, loaded on board`).toBeNull();
        if (gateOut !== undefined) expect(gateOut).toBeGreaterThanOrEqual(load ?? 0);
      } else if (r.containerStatus === 'DELIVERED') {
        expect(out).toBe(Math.floor((gateOut ?? 0) / 1000) * 1000);
        expect(load === undefined || load > (gateOut ?? 0)).toBe(true);
      }
      expect(out).toBeGreaterThanOrEqual(Date.parse(r.inDate ?? ''));
      if (v.port.country !== 'CN') continue;
      // The port's own events: loading and gate-out never before the box came in.
      const events = renderPortEvents(v.port.locode, v, plan, v.outAt + HOUR);
      const time = (code: string) => events.find((e) => e.eventCode === code)?.eventTime ?? null;
      const came = time('DISCHARGE') ?? time('GATE_IN');
      for (const code of ['LOAD', 'GATE_OUT', 'RAIL_LOAD', 'VESSEL_DEPARTURE'] as const) {
        const t = time(code);
        if (t !== null && came !== null) expect(t >= came, `${code} of ${v.containerNumber}`).toBe(true);
      }
      if (time('LOAD') !== null) expect(time('GATE_OUT')).toBeNull();
    }
    // Not vacuous: relay boxes are loaded on board at their transshipment port.
    expect(loadedOnBoard).toBeGreaterThan(20);
  });

  it('keep a box loaded on board loaded, even when the carrier also sent a gate-out there before', () => {
    // The contradiction of issue 20 (a gate-out before the loading on board) fed in at its source:
    // the carrier's events of a relay box get a gate-out at its transshipment port an hour before
    // the load. The terminal still lets it leave by the vessel, at the carrier's load, and records
    // no pick-up.
    const relay = relayStay();
    if (!relay) throw new Error('no transshipment stay in the world');
    const real = world.milestonesOf(relay.shipment);
    const load = real.find(
      (m) =>
        m.equipmentReference === relay.containerNumber &&
        m.code === 'LOAD' &&
        m.actual > relay.inAt &&
        world.port(m.locode ?? '')?.locode === relay.port.locode,
    );
    if (!load) throw new Error('the relay box has no load at its relay port');
    const stray = { ...load, key: `${load.key}:GTOT`, code: 'GTOT', mode: null, actual: load.actual - HOUR };
    const twisted: World = {
      ...world,
      milestonesOf: (s) =>
        s === relay.shipment ? [...real, stray].sort((a, b) => a.actual - b.actual) : world.milestonesOf(s),
    };
    const stay = terminalVisits(twisted, relay.containerNumber, relay.port.locode).find(
      (v) => v.inAt === relay.inAt,
    );
    expect(stay?.outBy).toBe('VESSEL');
    expect(stay?.outAt).toBe(load.actual);
    const r = renderTerminalRecord(
      relay.port.locode,
      stay!,
      terminalPlan(world.seed, stay!),
      load.actual + HOUR,
    );
    expect(r.containerStatus).toBe('LOADED_ON_VESSEL');
    expect(r.outDate).toBe(isoDateTime(load.actual));
    expect(r.pickupAct).toBeNull();
  });

  it('gives port events in time order, up to now only', () => {
    for (const v of visits.filter((x) => x.port.country === 'CN').slice(0, 200)) {
      const plan = terminalPlan(world.seed, v);
      const now = Math.round((v.inAt + v.outAt) / 2);
      const events = renderPortEvents(v.port.locode, v, plan, now);
      const times = events.map((e) => Date.parse(e.eventTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.every((t) => t <= now)).toBe(true);
      const all = renderPortEvents(v.port.locode, v, plan, v.outAt + 30 * 24 * HOUR);
      // Import customs may release a box before its vessel berths; everything else follows the box.
      const first = all.find((e) => e.eventCode !== 'CUSTOMS_RELEASE');
      expect(first?.eventCode).toBe(v.direction === 'EXPORT' ? 'GATE_IN' : 'VESSEL_BERTH');
      expect(all.some((e) => e.eventCode === 'CUSTOMS_RELEASE')).toBe(true);
      expect(all.length).toBeGreaterThan(events.length);
    }
  });

  it('are the same for the same seed and clock', () => {
    const again = allVisits(build());
    const render = (list: TerminalVisit[], w: World) =>
      JSON.stringify(
        list.map((v) => renderTerminalRecord(v.port.locode, v, terminalPlan(w.seed, v), ANCHOR)),
      );
    expect(render(again, world)).toBe(render(visits, world));
  }, 60_000);
});

describe('last free day', () => {
  it('counts US free time in working days and CN/KR/JP free time in calendar days', () => {
    const friday = Date.UTC(2026, 4, 1, 18); // Friday 1 May 2026, 11:00 in Los Angeles
    expect(new Date(friday).getUTCDay()).toBe(5);
    expect(lastFreeDay(friday, 'America/Los_Angeles', 'US')).toBe('2026-05-07');
    expect(lastFreeDay(friday, 'Asia/Shanghai', 'CN')).toBe('2026-05-09');
    expect(lastFreeDay(friday, 'Asia/Seoul', 'KR')).toBe('2026-05-07');
    // 23:00 UTC Friday is already Saturday in Tokyo: the free time counts from the local day.
    expect(lastFreeDay(friday + 5 * HOUR, 'Asia/Tokyo', 'JP')).toBe('2026-05-09');
  });
});
