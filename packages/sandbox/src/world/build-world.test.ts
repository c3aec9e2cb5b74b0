import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from './build-world.js';
import { referenceAndRouter } from './cargo/__fixtures__/small-world.js';
import { isValidContainerNumber } from './cargo/iso6346.js';
import type { World } from './model.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
let world: World;
let buildMs = 0;

beforeAll(() => {
  // Reference data and sea router load once per process; the world build is what is timed.
  const { reference, router } = referenceAndRouter();
  const started = performance.now();
  world = buildWorld({ seed: 42, anchor: ANCHOR, reference, router });
  buildMs = performance.now() - started;
  console.info(`buildWorld (default size): ${Math.round(buildMs)} ms, ${world.shipments.length} shipments`);
}, 120_000);

describe('buildWorld', () => {
  it('builds the default world in reasonable time', () => {
    expect(buildMs).toBeLessThan(30_000);
    expect(world.to - world.anchor).toBeGreaterThanOrEqual(8 * 7 * 86_400_000);
    expect(world.anchor - world.from).toBe(183 * 86_400_000);
  });

  it('has about 20,000 containers between empty pick-up and empty return at the anchor', () => {
    // Every 6th shipment, scaled: milestones for all ~60k bookings would dominate the test run.
    let active = 0;
    for (let i = 0; i < world.shipments.length; i += 6) {
      const s = world.shipments[i];
      if (!s) continue;
      const ms = world.milestonesOf(s);
      for (const box of s.containers) {
        const mine = ms.filter((m) => m.equipmentReference === box.number);
        if ((mine[0]?.actual ?? Infinity) <= ANCHOR && (mine.at(-1)?.actual ?? 0) > ANCHOR) active++;
      }
    }
    console.info(`active containers at anchor ≈ ${active * 6}`);
    expect(active * 6).toBeGreaterThan(17_000);
    expect(active * 6).toBeLessThan(23_000);
  });

  it('numbers every container validly and uniquely, and bookings and B/Ls uniquely', () => {
    const boxes = new Set<string>();
    const refs = new Set<string>();
    let count = 0;
    const invalid: string[] = [];
    for (const s of world.shipments) {
      refs.add(s.carrierBookingReference);
      if (s.transportDocumentReference) refs.add(s.transportDocumentReference);
      count += s.transportDocumentReference ? 2 : 1;
      for (const c of s.containers) {
        boxes.add(c.number);
        if (!isValidContainerNumber(c.number)) invalid.push(c.number);
      }
    }
    expect(invalid).toEqual([]);
    expect(boxes.size).toBe(world.shipments.reduce((n, s) => n + s.containers.length, 0));
    expect(refs.size).toBe(count);
  });

  it('has transshipments, rolls, cancellations and inland legs in realistic shares', () => {
    const all = world.shipments;
    const share = (f: (s: (typeof all)[number]) => boolean) => all.filter(f).length / all.length;
    const shares = {
      transshipped: share((s) => s.legs.length > 1),
      rolled: share((s) => s.rolledFrom !== null),
      cancelled: share((s) => s.status === 'CANCELLED'),
      preCarriage: share((s) => s.preCarriage !== null),
      onCarriage: share((s) => s.onCarriage !== null),
    };
    console.info('shares', shares);
    expect(shares.transshipped).toBeGreaterThanOrEqual(0.25);
    expect(shares.transshipped).toBeLessThanOrEqual(0.35);
    expect(shares.rolled).toBeGreaterThanOrEqual(0.03);
    expect(shares.rolled).toBeLessThanOrEqual(0.05);
    expect(shares.cancelled).toBeGreaterThanOrEqual(0.01);
    expect(shares.cancelled).toBeLessThanOrEqual(0.03);
    expect(shares.preCarriage).toBeGreaterThan(0.02);
    expect(shares.onCarriage).toBeGreaterThan(0.02);
    let held = 0;
    let sampled = 0;
    for (let i = 0; i < all.length; i += 10) {
      const s = all[i];
      if (!s || s.status === 'CANCELLED') continue;
      sampled++;
      if (world.milestonesOf(s).some((m) => m.code === 'HOLD' && m.documentTypeCode === 'SRM')) held++;
    }
    expect(held / sampled).toBeGreaterThan(0.07);
    expect(held / sampled).toBeLessThan(0.13);
  });

  it('finds shipments by booking, B/L and container number', () => {
    for (let i = 0; i < world.shipments.length; i += 97) {
      const s = world.shipments[i];
      if (!s) continue;
      expect(world.shipmentsByReference(s.carrierBookingReference)).toContain(s);
      if (s.transportDocumentReference)
        expect(world.shipmentsByReference(s.transportDocumentReference)).toContain(s);
      for (const c of s.containers) expect(world.shipmentsByReference(c.number.toLowerCase())).toContain(s);
    }
    expect(world.shipmentsByReference('NOPE0000000')).toEqual([]);
  });

  it('resolves port aliases and inland places, and lists voyages calling at a port by arrival', () => {
    expect(world.port('CNSHA')?.locode).toBe('CNSGH');
    expect(world.port('USCHI')?.timeZone).toBe('America/Chicago');
    const viaAlias = world.voyagesCallingAt('CNSHA');
    expect(viaAlias.length).toBeGreaterThan(10);
    expect(world.voyagesCallingAt('CNSGH')).toEqual(viaAlias);
    const firstCall = (v: (typeof viaAlias)[number]) =>
      v.calls.find((c) => world.port(c.locode)?.locode === 'CNSGH')?.plannedArrival ?? 0;
    for (let i = 1; i < viaAlias.length; i++) {
      expect(firstCall(viaAlias[i] as (typeof viaAlias)[number])).toBeGreaterThanOrEqual(
        firstCall(viaAlias[i - 1] as (typeof viaAlias)[number]),
      );
    }
  });

  it('offers stable samples of shipments in flight, spread over carriers', () => {
    const samples = world.samples();
    expect(samples.bookings).toHaveLength(5);
    expect(samples.billsOfLading).toHaveLength(5);
    expect(samples.containers).toHaveLength(5);
    const found = [...samples.bookings, ...samples.billsOfLading, ...samples.containers].map(
      (ref) => world.shipmentsByReference(ref)[0],
    );
    expect(found.every((s) => s?.status === 'CONFIRMED')).toBe(true);
    expect(new Set(found.map((s) => s?.carrierScac)).size).toBeGreaterThanOrEqual(5);
    // Each sample names its shipment's carrier (AUTO cannot tell a numeric booking's).
    const numbers = [...samples.bookings, ...samples.billsOfLading, ...samples.containers];
    expect(numbers.map((n) => samples.carriers[n])).toEqual(found.map((s) => s?.carrierScac));
    expect(world.samples()).toEqual(samples);
  });

  it('offers bills of lading arriving a day or more late: ETA past the schedule, not arrived', () => {
    const { delayed, carriers } = world.samples();
    expect(delayed.length).toBeGreaterThanOrEqual(3);
    for (const number of delayed) {
      const shipment = world.shipmentsByReference(number)[0];
      expect(carriers[number]).toBe(shipment?.carrierScac);
      const arrivals = world
        .milestonesOf(shipment as NonNullable<typeof shipment>)
        .filter((m) => m.code === 'ARRI' && m.kind === 'TRANSPORT' && m.voyageId !== null);
      const atPod = arrivals[arrivals.length - 1];
      const eta = atPod?.estimates.filter((e) => e.publishedAt <= world.anchor).at(-1)?.value ?? 0;
      expect(atPod?.actual).toBeGreaterThan(world.anchor);
      expect(eta - (atPod?.planned ?? eta)).toBeGreaterThanOrEqual(86_400_000);
    }
  });
});
