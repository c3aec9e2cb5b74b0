import { describe, expect, it } from 'vitest';
import { buildWorld } from '../build-world.js';
import { referenceAndRouter } from '../cargo/__fixtures__/small-world.js';
import { assignUniquePlates } from './plate-registry.js';
import { isValidPlate } from './plates.js';
import { knownPlates, tripsOfPlate } from './trucks.js';

describe('unique plates', () => {
  it('redraws a plate another truck already holds, and keeps first choices otherwise', () => {
    // Every truck's first choice collides; its redraws are its own.
    const draw = (key: string, attempt: number) => (attempt === 0 ? '沪A00001' : `沪B${key}${attempt}`);
    const plates = assignUniquePlates(['1111', '2222', '3333'], draw);
    expect(plates.get('1111')).toBe('沪A00001');
    expect(plates.get('2222')).toBe('沪B22221');
    expect(plates.get('3333')).toBe('沪B33331');
    const chained = assignUniquePlates(['x', 'y'], (_key, attempt) => `P${Math.min(attempt, 1)}`);
    expect([...chained.values()]).toEqual(['P0', 'P1']);
  });

  it('gives the same plates for the same draws and order', () => {
    const draw = (key: number, attempt: number) => `K${(key * 7 + attempt) % 5}`;
    const keys = [0, 1, 2, 3, 4];
    expect(assignUniquePlates(keys, draw)).toEqual(assignUniquePlates(keys, draw));
    expect(new Set(assignUniquePlates(keys, draw).values()).size).toBe(5);
  });

  it('no two trucks of a default-size world share a plate', () => {
    const { reference, router } = referenceAndRouter();
    const world = buildWorld({ seed: 42, anchor: Date.UTC(2026, 4, 4, 12), reference, router });
    const trucked = world.shipments
      .filter((s) => s.preCarriage?.mode === 'TRUCK' && s.status === 'CONFIRMED')
      .reduce((n, s) => n + s.containers.length, 0);
    const plates = knownPlates(world);
    expect(trucked).toBeGreaterThan(1000);
    // One plate per trucked box, every one valid, and each plate names exactly one truck's trip.
    expect(plates.length).toBe(trucked);
    expect(new Set(plates).size).toBe(plates.length);
    expect(plates.every(isValidPlate)).toBe(true);
    for (const plate of plates.slice(0, 200))
      expect(tripsOfPlate(world, plate).length).toBeLessThanOrEqual(1);
  }, 120_000);
});
