import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';

describe('sandbox clock', () => {
  it('runs at the given speed from the given start', () => {
    let wall = 1_000_000;
    const clock = createClock({ startAt: 5_000, speed: 60, wallNow: () => wall });
    expect(clock.now()).toBe(5_000);
    wall += 1_000;
    expect(clock.now()).toBe(65_000);
  });

  it('stands still at speed 0 and refuses a negative speed', () => {
    let wall = 0;
    const clock = createClock({ startAt: 42, speed: 0, wallNow: () => wall });
    wall += 10_000;
    expect(clock.now()).toBe(42);
    expect(() => createClock({ speed: -1 })).toThrow(RangeError);
  });
});
