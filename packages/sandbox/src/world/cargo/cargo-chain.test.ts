import { beforeAll, describe, expect, it } from 'vitest';
import type { Milestone, Shipment } from '../model.js';
import { ANCHOR, type CargoWorld, smallWorld } from './__fixtures__/small-world.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let world: CargoWorld;

beforeAll(() => {
  world = smallWorld({ seed: 7, activeContainers: 2_500 });
  const started = performance.now();
  for (const s of world.shipments) world.milestonesOf(s);
  const perShipment = (performance.now() - started) / world.shipments.length;
  console.info(`milestonesOf: ${perShipment.toFixed(3)} ms per shipment over ${world.shipments.length}`);
}, 120_000);

function voyageCall(id: string | null, seq: number | null) {
  return world.ctx.voyage(id ?? '')?.calls[seq ?? -1];
}

/** The equipment chain of one box in the order a real box must go through it. */
function expectedOrder(s: Shipment): string[] {
  const keys = ['PICK:1', 'STUF:1'];
  if (s.preCarriage) keys.push('LOAD:0');
  keys.push('GTIN:1');
  for (let k = 1; k <= s.legs.length; k++) keys.push(`LOAD:${k}`, `DISC:${k}`);
  if (s.onCarriage) keys.push('LOAD:90', 'DISC:90');
  keys.push('GTOT:1', 'STRP:1', 'DROP:1');
  return keys;
}

describe('milestones of every container', () => {
  // Checks collect failures and assert once: a million expect() calls would take most of a minute.
  it('come in chronological order and in the order a box really moves', () => {
    const errors: string[] = [];
    let boxes = 0;
    for (const s of world.shipments) {
      const ms = world.milestonesOf(s);
      for (let i = 1; i < ms.length; i++) {
        if ((ms[i]?.actual ?? 0) < (ms[i - 1]?.actual ?? 0))
          errors.push(`${s.carrierBookingReference}: unsorted`);
      }
      const order = expectedOrder(s);
      for (const box of s.containers) {
        boxes++;
        const mine = ms.filter((m) => m.equipmentReference === box.number && m.kind === 'EQUIPMENT');
        const at = new Map(mine.map((m) => [m.key.split(':').slice(2).join(':'), m.actual]));
        const times = order.map((k) => at.get(k) ?? Number.NaN);
        for (let i = 1; i < times.length; i++) {
          if (!((times[i] ?? 0) > (times[i - 1] ?? 0)))
            errors.push(`${box.number}: ${order[i]} not after ${order[i - 1]}`);
        }
      }
    }
    expect(errors.slice(0, 5)).toEqual([]);
    expect(boxes).toBeGreaterThan(3_000);
  });

  it('load and discharge only while the vessel is alongside a call it really makes, around its DEPA/ARRI', () => {
    const errors: string[] = [];
    for (const s of world.shipments) {
      const ms = world.milestonesOf(s);
      const transport = new Map(
        ms.filter((m) => m.kind === 'TRANSPORT' && m.voyageId).map((m) => [m.key, m]),
      );
      for (const m of ms) {
        if (m.voyageId === null || m.kind !== 'EQUIPMENT') continue;
        const call = voyageCall(m.voyageId, m.callSeq);
        const worked = call?.status === 'SCHEDULED' || call?.status === 'ADDED_TO_SCHEDULE';
        if (!call || !worked) errors.push(`${m.key}: at a ${call?.status ?? 'missing'} call`);
        else if (m.actual < call.actualArrival || m.actual > call.actualDeparture)
          errors.push(`${m.key}: vessel not alongside`);
        const vessel = transport.get(`TR:${m.voyageId}:${m.callSeq}:${m.code === 'LOAD' ? 'DEPA' : 'ARRI'}`);
        if (!vessel) errors.push(`${m.key}: no vessel event`);
        else if (m.code === 'LOAD' ? m.actual >= vessel.actual : m.actual < vessel.actual)
          errors.push(`${m.key}: vs ${vessel.key}`);
      }
    }
    expect(errors.slice(0, 5)).toEqual([]);
  });

  it('gate in before the cargo cut-off of the sailing the box was delivered for', () => {
    const errors: string[] = [];
    for (const s of world.shipments) {
      const booked = s.rolledFrom ?? s.legs[0];
      const call = voyageCall(booked?.voyageId ?? null, booked?.loadCallSeq ?? null);
      for (const m of world.milestonesOf(s)) {
        if (
          m.code === 'GTIN' &&
          m.emptyIndicator === 'LADEN' &&
          !(m.actual < (call?.cutOffs.cargo ?? Number.NaN))
        ) {
          errors.push(m.key);
        }
      }
    }
    expect(errors.slice(0, 5)).toEqual([]);
  });

  it('sail legs that connect at one port and never end where they began', () => {
    const errors: string[] = [];
    const portOf = (id: string | undefined, seq: number | undefined) =>
      voyageCall(id ?? null, seq ?? null)?.locode;
    for (const s of world.shipments) {
      if (s.portOfLoading === s.portOfDischarge) errors.push(`${s.carrierBookingReference}: POL = POD`);
      if (portOf(s.legs[0]?.voyageId, s.legs[0]?.loadCallSeq) !== s.portOfLoading)
        errors.push(`${s.carrierBookingReference}: POL`);
      const last = s.legs.at(-1);
      if (portOf(last?.voyageId, last?.dischargeCallSeq) !== s.portOfDischarge)
        errors.push(`${s.carrierBookingReference}: POD`);
      for (let k = 1; k < s.legs.length; k++) {
        const a = s.legs[k - 1];
        const b = s.legs[k];
        if (portOf(a?.voyageId, a?.dischargeCallSeq) !== portOf(b?.voyageId, b?.loadCallSeq))
          errors.push(`${s.carrierBookingReference}: relay`);
      }
    }
    expect(errors.slice(0, 5)).toEqual([]);
  });

  it('cancelled bookings move no box and have booking events only', () => {
    const cancelled = world.shipments.filter((s) => s.status === 'CANCELLED');
    expect(cancelled.length).toBeGreaterThan(0);
    for (const s of cancelled) {
      expect(s.containers).toHaveLength(0);
      const ms = world.milestonesOf(s);
      expect(ms.every((m) => m.kind === 'SHIPMENT' && m.documentTypeCode === 'BKG')).toBe(true);
      expect(ms.map((m) => m.code)).toEqual(['RECE', 'CONF', 'CANC']);
    }
  });

  it('rolled cargo sails a later voyage of the booked service', () => {
    const rolled = world.shipments.filter((s) => s.rolledFrom);
    expect(rolled.length).toBeGreaterThan(0);
    for (const s of rolled) {
      const from = world.ctx.voyage(s.rolledFrom?.voyageId ?? '');
      const to = world.ctx.voyage(s.legs[0]?.voyageId ?? '');
      expect(to?.serviceCode).toBe(from?.serviceCode);
      expect(to?.calls[0]?.plannedDeparture ?? 0).toBeGreaterThan(
        from?.calls[0]?.plannedDeparture ?? Number.NaN,
      );
    }
  });
});

describe('estimates', () => {
  const arrivals = (): Milestone[] =>
    world.shipments.flatMap((s) => {
      const last = s.legs[s.legs.length - 1];
      const ms = world.milestonesOf(s);
      return ms.filter(
        (m) => m.code === 'ARRI' && m.voyageId === last?.voyageId && m.callSeq === last?.dischargeCallSeq,
      );
    });

  it('converge: the last ETA before arrival is within 12 h, and errors shrink as arrival nears', () => {
    const arrived = arrivals().filter((m) => m.actual <= ANCHOR);
    expect(arrived.length).toBeGreaterThan(500);
    const far: number[] = [];
    const near: number[] = [];
    const late: string[] = [];
    for (const m of arrived) {
      const before = m.estimates.filter((e) => e.publishedAt < m.actual);
      const last = before[before.length - 1];
      if (Math.abs((last?.value ?? 0) - m.actual) > 12 * HOUR) late.push(m.key);
      for (const e of before) {
        const toGo = m.actual - e.publishedAt;
        if (toGo > 10 * DAY) far.push(Math.abs(e.value - m.actual));
        if (toGo < 2 * DAY) near.push(Math.abs(e.value - m.actual));
      }
    }
    expect(late).toEqual([]);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(near)).toBeLessThan(mean(far) / 2);
  });

  it('of rolled cargo first track the booked sailing, then switch to the one it sails', () => {
    const s = world.shipments.find((x) => x.rolledFrom && x.legs.length === 1 && x.status === 'CONFIRMED');
    const booked = voyageCall(s?.rolledFrom?.voyageId ?? null, s?.rolledFrom?.loadCallSeq ?? null);
    const depa = world
      .milestonesOf(s as Shipment)
      .find((m) => m.code === 'DEPA' && m.voyageId === s?.legs[0]?.voyageId);
    const first = depa?.estimates[0];
    expect(depa?.planned).toBe(booked?.plannedDeparture);
    // The first ETD is near the booked sailing, a week or more before the real one.
    expect(Math.abs((first?.value ?? 0) - (booked?.actualDeparture ?? 0))).toBeLessThan(3 * DAY);
    expect((depa?.actual ?? 0) - (first?.value ?? 0)).toBeGreaterThan(4 * DAY);
  });
});

describe('cargo determinism and stability', () => {
  it('same seed and anchor give identical shipments and milestones; another seed gives others', () => {
    const a = world;
    const b = smallWorld({ seed: 7, activeContainers: 2_500, fleet: a.fleet });
    expect(JSON.stringify(b.shipments)).toBe(JSON.stringify(a.shipments));
    for (let i = 0; i < a.shipments.length; i += 25) {
      const sa = a.shipments[i];
      const sb = b.shipments[i];
      if (sa && sb) expect(JSON.stringify(b.milestonesOf(sb))).toBe(JSON.stringify(a.milestonesOf(sa)));
    }
    const other = smallWorld({ seed: 8, activeContainers: 2_500, fleet: a.fleet });
    const refs = new Set(a.shipments.map((s) => s.carrierBookingReference));
    const shared = other.shipments.filter((s) => refs.has(s.carrierBookingReference)).length;
    expect(shared / other.shipments.length).toBeLessThan(0.05);
  }, 120_000);

  it('a world anchored a week later keeps every shared booking identical', () => {
    const before = world;
    const after = smallWorld({ seed: 7, activeContainers: 2_500, anchor: ANCHOR + 7 * DAY });
    const byRef = new Map(before.shipments.map((s) => [s.carrierBookingReference, s]));
    let shared = 0;
    const changed: string[] = [];
    for (const s of after.shipments) {
      const old = byRef.get(s.carrierBookingReference);
      if (!old) continue;
      shared++;
      if (JSON.stringify(old) !== JSON.stringify(s)) changed.push(s.carrierBookingReference);
      // Their event chains do not move either (sampled: milestones are the costly part).
      else if (
        shared % 20 === 0 &&
        JSON.stringify(before.milestonesOf(old)) !== JSON.stringify(after.milestonesOf(s))
      ) {
        changed.push(`${s.carrierBookingReference} milestones`);
      }
    }
    expect(changed).toEqual([]);
    // Most of the earlier world's bookings are still there (the window moved one week of ~36).
    expect(shared / before.shipments.length).toBeGreaterThan(0.8);
    // And a box number never names two different bookings across the two worlds.
    const owner = new Map<string, string>();
    for (const s of [...before.shipments, ...after.shipments]) {
      for (const c of s.containers) {
        const prev = owner.get(c.number);
        if (prev !== undefined && prev !== s.carrierBookingReference) changed.push(c.number);
        owner.set(c.number, s.carrierBookingReference);
      }
    }
    expect(changed).toEqual([]);
  }, 120_000);
});
