import { describe, expect, it } from 'vitest';
import { formatCursor, wrapLongitude } from './format-cursor';

describe('cursor readout text', () => {
  it('gives four decimals and wraps world-copy longitudes', () => {
    expect(formatCursor({ lat: 31.23041, lng: 121.47372 }, 'Lat', 'Lon')).toBe('Lat 31.2304, Lon 121.4737');
    expect(formatCursor({ lat: -1, lng: -238.5 }, '纬度', '经度')).toBe('纬度 -1.0000, 经度 121.5000');
    expect(wrapLongitude(180)).toBe(-180);
    expect(wrapLongitude(-540)).toBe(-180);
    expect(wrapLongitude(360)).toBe(0);
  });
});
