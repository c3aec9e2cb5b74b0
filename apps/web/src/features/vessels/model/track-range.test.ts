import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampRange,
  earliestTrackStart,
  presetRange,
  TRACK_END_EXTENSION_MS,
  trackRequest,
} from './track-range';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('vessel track ranges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each preset its span ending now', () => {
    expect(presetRange('24h', NOW).start.toISOString()).toBe('2026-06-14T12:00:00.000Z');
    expect(presetRange('3d', NOW).start.toISOString()).toBe('2026-06-12T12:00:00.000Z');
    expect(presetRange('7d', NOW).start.toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(presetRange('30d', NOW).start.toISOString()).toBe('2026-05-16T12:00:00.000Z');
    expect(presetRange('24h', NOW).end).toEqual(NOW);
  });

  it('keeps a custom range within six months and not past now', () => {
    const clamped = clampRange(
      { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') },
      NOW,
    );
    expect(clamped.start).toEqual(earliestTrackStart(NOW));
    expect(earliestTrackStart(NOW).getUTCMonth()).toBe(11);
    expect(clamped.end).toEqual(NOW);
  });

  it('extends the request end by 1.5 hours (views.md §9)', () => {
    const request = trackRequest(1, presetRange('24h', NOW));
    expect(request?.end.getTime()).toBe(NOW.getTime() + TRACK_END_EXTENSION_MS);
  });

  it('skips and logs a request whose start is not before its end (views.md §5)', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(trackRequest(1, { start: NOW, end: NOW })).toBeNull();
    expect(trackRequest(1, { start: NOW, end: new Date(NOW.getTime() - 1) })).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
