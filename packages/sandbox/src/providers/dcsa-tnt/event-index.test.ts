import { describe, expect, it } from 'vitest';
import type { Shipment, World } from '../../world/model.js';
import { fixtureWorld } from '../__fixtures__/fixture-world.js';
import { eventIdOf } from './event-candidates.js';
import { buildEventIndex } from './event-index.js';

/** The fixture world, recording for which bookings milestones were asked. */
function countingWorld(): { world: World; asked: string[] } {
  const base = fixtureWorld();
  const asked: string[] = [];
  const world: World = {
    ...base,
    milestonesOf: (s: Shipment) => {
      asked.push(s.carrierBookingReference);
      return base.milestonesOf(s);
    },
  };
  return { world, asked };
}

describe('event index', () => {
  it('answers a reference query from that shipment alone, without indexing the world', () => {
    const { world, asked } = countingWorld();
    const index = buildEventIndex(world);
    const byContainer = index.narrowest({ equipmentReference: 'MSKU7654324' });
    expect(new Set(asked)).toEqual(new Set(['260000102']));
    expect(byContainer.length).toBeGreaterThan(0);
    // Same events, same order as the full index restricted to that shipment.
    const full = index.all.filter((c) => c.shipment.carrierBookingReference === '260000102');
    expect(byContainer.map((c) => eventIdOf(world, c))).toEqual(full.map((c) => eventIdOf(world, c)));
    expect(new Set(asked)).toEqual(new Set(world.shipments.map((s) => s.carrierBookingReference)));
  });

  it('computes the sorted events of a reference once, whatever the case it is asked in', () => {
    const { world, asked } = countingWorld();
    const index = buildEventIndex(world);
    const first = index.narrowest({ equipmentReference: 'MSKU7654324' });
    const askedOnce = asked.length;
    const again = index.narrowest({ equipmentReference: 'msku7654324' });
    expect(again).toBe(first);
    expect(asked.length).toBe(askedOnce);
  });

  it('keeps events in publication order with unique ids', () => {
    const { world } = countingWorld();
    const all = buildEventIndex(world).all;
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.createdAt).toBeGreaterThanOrEqual(all[i - 1]!.createdAt);
    expect(new Set(all.map((c) => eventIdOf(world, c))).size).toBe(all.length);
  });
});
