import { describe, expect, it } from 'vitest';
import { isOnLand } from './land.js';

describe('isOnLand', () => {
  it('knows continents, islands and open sea', () => {
    expect(isOnLand(2.35, 48.85)).toBe(true); // Paris
    expect(isOnLand(-100, 40)).toBe(true); // Kansas
    expect(isOnLand(134, -25)).toBe(true); // central Australia
    expect(isOnLand(174.76, -36.85)).toBe(true); // Auckland
    expect(isOnLand(-30, 30)).toBe(false); // mid-Atlantic
    expect(isOnLand(-150, 40)).toBe(false); // North Pacific
    expect(isOnLand(88, -10)).toBe(false); // Indian Ocean
    expect(isOnLand(4.0, 52.5)).toBe(false); // North Sea off IJmuiden
  });

  it('works on both sides of the 180° meridian', () => {
    expect(isOnLand(179.9, 0)).toBe(false);
    expect(isOnLand(-179.9, 0)).toBe(false);
    expect(isOnLand(177, 65)).toBe(true); // Chukotka, west of 180°
    expect(isOnLand(-175, 66)).toBe(true); // Chukotka, east of 180°
  });
});
