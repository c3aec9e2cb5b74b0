import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressCounter, DONE_DELAY_MS } from './progress-counter';

function setup() {
  const bar = { start: vi.fn(), done: vi.fn() };
  return { bar, counter: createProgressCounter(bar) };
}

describe('progress counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts once for overlapping requests', () => {
    const { bar, counter } = setup();
    counter.requestStarted();
    counter.requestStarted();
    expect(bar.start).toHaveBeenCalledTimes(1);
    expect(counter.pending).toBe(2);
  });

  it('hides 200 ms after the last request finishes, not before', () => {
    const { bar, counter } = setup();
    counter.requestStarted();
    counter.requestStarted();
    counter.requestFinished();
    vi.advanceTimersByTime(1000);
    expect(bar.done).not.toHaveBeenCalled();
    counter.requestFinished();
    vi.advanceTimersByTime(DONE_DELAY_MS - 1);
    expect(bar.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('keeps the bar when a new request starts within 200 ms', () => {
    const { bar, counter } = setup();
    counter.requestStarted();
    counter.requestFinished();
    vi.advanceTimersByTime(150);
    counter.requestStarted();
    vi.advanceTimersByTime(500);
    expect(bar.done).not.toHaveBeenCalled();
    expect(bar.start).toHaveBeenCalledTimes(1);
    counter.requestFinished();
    vi.advanceTimersByTime(DONE_DELAY_MS);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('shows during a route change and waits for pending requests after it', () => {
    const { bar, counter } = setup();
    counter.routeChanged(true);
    expect(bar.start).toHaveBeenCalledTimes(1);
    counter.requestStarted();
    counter.routeChanged(false);
    vi.advanceTimersByTime(DONE_DELAY_MS * 2);
    expect(bar.done).not.toHaveBeenCalled();
    counter.requestFinished();
    vi.advanceTimersByTime(DONE_DELAY_MS);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('stops at once on a router error', () => {
    const { bar, counter } = setup();
    counter.routeChanged(true);
    counter.routeError();
    expect(bar.done).toHaveBeenCalledTimes(1);
    counter.requestStarted();
    expect(bar.start).toHaveBeenCalledTimes(2);
  });

  it('never goes below zero pending', () => {
    const { counter } = setup();
    counter.requestFinished();
    expect(counter.pending).toBe(0);
  });
});
