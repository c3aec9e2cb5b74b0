import { describe, expect, it } from 'vitest';
import {
  aircraftSpeedText,
  angleText,
  bearingOf,
  coordinateText,
  dimensionsText,
  draughtText,
  identityText,
  speedText,
} from './format';
import { shipTypeKey } from './ship-type';

describe('vessel formatting (views.md §9 units)', () => {
  it('shows speed in knots from mm/s, one decimal', () => {
    // 7048 mm/s × 3600 / 1000 / 1852 = 13.70 kn
    expect(speedText(7048)).toBe('13.7 kn');
    expect(speedText(0)).toBe('0.0 kn');
    expect(speedText(null)).toBeNull();
    // AIS "not available" (102.3 kn) is no speed, not a fast ship.
    expect(speedText(Math.round((102.3 * 1852 * 1000) / 3600))).toBeNull();
  });

  it('shows course and heading in degrees from 1/200°', () => {
    expect(angleText(17600)).toBe('88°');
    expect(angleText(0)).toBe('0°');
    expect(angleText(null)).toBeNull();
    // 511° heading and 360° course are AIS "not available".
    expect(angleText(511 * 200)).toBeNull();
    expect(angleText(360 * 200)).toBeNull();
  });

  it('rotates by heading, falling back to course, then north', () => {
    expect(bearingOf({ hdg: 18000, cog: 100 })).toBe(90);
    expect(bearingOf({ hdg: 511 * 200, cog: 36000 })).toBe(180);
    expect(bearingOf({ hdg: null, cog: null })).toBe(0);
  });

  it('shows particulars with units and a dash for what is missing', () => {
    expect(dimensionsText(400, 61)).toBe('400 m × 61 m');
    expect(dimensionsText(null, 12.5)).toBe('– × 12.5 m');
    expect(dimensionsText(null, null)).toBeNull();
    expect(draughtText(13.1)).toBe('13.1 m');
    expect(draughtText(0)).toBeNull();
    expect(identityText(219270971, 9846756)).toBe('219270971 / 9846756');
    expect(identityText(219270971, null)).toBe('219270971');
    expect(coordinateText(12.0233, -144.72595)).toBe('12.0233°N 144.7260°W');
  });

  it('names the AIS ship type category', () => {
    expect(shipTypeKey(70)).toBe('cargo');
    expect(shipTypeKey(79)).toBe('cargo');
    expect(shipTypeKey(84)).toBe('tanker');
    expect(shipTypeKey(52)).toBe('tug');
    expect(shipTypeKey(36)).toBe('sailing');
    expect(shipTypeKey(56)).toBe('other');
    expect(shipTypeKey(0)).toBe('unknown');
    expect(shipTypeKey(null)).toBe('unknown');
  });
});

describe('aircraftSpeedText', () => {
  it("shows a SAR aircraft above the vessels' 102.2 kn cap, and no speed as null", () => {
    // 140 kn in mm/s, as the server sends it.
    expect(aircraftSpeedText(72_022)).toBe('140.0 kn');
    expect(aircraftSpeedText(null)).toBeNull();
    expect(aircraftSpeedText(-1)).toBeNull();
  });
});
