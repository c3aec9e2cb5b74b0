import { describe, expect, it } from 'vitest';
import { ended, MARKER_ANIMATION_MS, notStarted, pause, progress, start, tick } from './marker-animation';

describe('marker animation clock', () => {
  it('runs from 0 to 1 over 20000 ms, then ends and stays ended', () => {
    let clock = start(notStarted(), 1000);
    expect(clock.state).toBe('running');
    expect(progress(clock, 11_000)).toBeCloseTo(0.5);
    clock = tick(clock, 21_000);
    expect(clock.state).toBe('ended');
    expect(progress(clock, 99_000)).toBe(1);
    expect(start(clock, 100_000).state).toBe('ended');
  });

  it('keeps its progress while paused and resumes from it', () => {
    let clock = start(notStarted(), 0);
    clock = pause(clock, 5000);
    expect(clock.state).toBe('paused');
    expect(progress(clock, 50_000)).toBeCloseTo(0.25);
    clock = start(clock, 60_000);
    expect(progress(clock, 65_000)).toBeCloseTo(0.5);
    expect(tick(clock, 60_000 + MARKER_ANIMATION_MS - 5000).state).toBe('ended');
  });

  it('starts at the end when the shipment already played', () => {
    expect(progress(ended(), 0)).toBe(1);
    expect(notStarted().state).toBe('not-started');
    expect(progress(notStarted(), 10)).toBe(0);
  });
});
