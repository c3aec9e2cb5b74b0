import { describe, expect, it } from 'vitest';
import { zonesWithNearestGuess } from './nearest-zone.js';

const port = (code: string, lat: number | null, lon: number | null) => ({
  code,
  country: code.slice(0, 2),
  lat,
  lon,
});

describe('zonesWithNearestGuess', () => {
  const known = new Map([
    ['USLAX', 'America/Los_Angeles'],
    ['USNYC', 'America/New_York'],
    ['CNSGH', 'Asia/Shanghai'],
  ]);
  const ports = [
    port('USLAX', 33.75, -118.25),
    port('USNYC', 40.7, -74.0),
    port('CNSGH', 31.23, 121.48),
    port('USOAK', 37.8, -122.3), // nearer Los Angeles
    port('USBAL', 39.27, -76.58), // nearer New York
    port('MXZLO', 19.05, -104.32), // nearer Los Angeles, but another country
    port('USXXX', null, null),
  ];
  const zones = zonesWithNearestGuess(ports, known);

  it('keeps the known zones', () => {
    expect(zones.get('USLAX')).toBe('America/Los_Angeles');
    expect(zones.get('CNSGH')).toBe('Asia/Shanghai');
  });

  it('gives a port the zone of the nearest known port of its country', () => {
    expect(zones.get('USOAK')).toBe('America/Los_Angeles');
    expect(zones.get('USBAL')).toBe('America/New_York');
  });

  it('guesses nothing across borders or without a position', () => {
    expect(zones.has('MXZLO')).toBe(false);
    expect(zones.has('USXXX')).toBe(false);
  });
});
