import { describe, expect, it } from 'vitest';
import type { Port } from '../model.js';
import { isoWeek, loopDirection, universalVoyageReference, voyageNumber } from './voyage-numbers.js';

const port = (lon: number, lat: number): Port => ({
  locode: 'XXXXX',
  aliases: [],
  name: 'x',
  country: 'XX',
  lon,
  lat,
  timeZone: 'UTC',
});

describe('ISO weeks', () => {
  it('follows ISO 8601 at year boundaries', () => {
    expect(isoWeek(Date.UTC(2024, 0, 1))).toEqual({ year: 2024, week: 1 });
    expect(isoWeek(Date.UTC(2021, 0, 3))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(Date.UTC(2024, 11, 30))).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(Date.UTC(2024, 10, 21, 23))).toEqual({ year: 2024, week: 47 });
  });
});

describe('voyage references', () => {
  const shanghai = port(121.5, 31.2);
  it('names the head-haul direction, across the date line too', () => {
    expect(loopDirection(shanghai, port(4.1, 51.9))).toBe('W'); // Rotterdam
    expect(loopDirection(shanghai, port(-118.3, 33.7))).toBe('E'); // Los Angeles
    expect(loopDirection(port(4.1, 51.9), port(3.4, 6.4))).toBe('S'); // Lagos
  });

  it('formats carrier voyage numbers and the DCSA universal reference', () => {
    const departure = Date.UTC(2024, 10, 21);
    expect(universalVoyageReference(departure, 'W')).toBe('2447W');
    expect(voyageNumber({ style: 'week', loopIndex: 9, sequenceOffset: 3, departure, direction: 'E' })).toBe(
      '447E',
    );
    expect(voyageNumber({ style: 'seq', loopIndex: 44, sequenceOffset: 3, departure, direction: 'W' })).toBe(
      '047W',
    );
  });
});
