import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_INTERVAL_MS, type VisibilitySource } from './version-check';

const MIN = 60_000;

function fakeVisibility() {
  const target = new EventTarget();
  const vis = {
    hidden: false,
    addEventListener: (t: string, fn: () => void) => target.addEventListener(t, fn),
    removeEventListener: (t: string, fn: () => void) => target.removeEventListener(t, fn),
    set(hidden: boolean) {
      vis.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return vis as VisibilitySource & { set(hidden: boolean): void };
}

function setup(served: () => Promise<Response> = async () => Response.json({ version: 'v1' })) {
  const fetch = vi.fn((_url: string) => served());
  const reload = vi.fn();
  const visibility = fakeVisibility();
  const stop = startVersionCheck({ fetch, reload, visibility, currentVersion: () => 'v1' });
  return { fetch, reload, visibility, stop };
}

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) }));
  afterEach(() => vi.useRealTimers());

  it('checks every 10 minutes with a cache-busting timestamp', async () => {
    const { fetch, stop } = setup();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/version.json?t=${Date.now()}`);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reloads when the served version differs from the page version', async () => {
    const { reload, stop } = setup(async () => Response.json({ version: 'v2' }));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload when the version is the same', async () => {
    const { reload, fetch, stop } = setup();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('does not check while hidden', async () => {
    const { fetch, visibility, stop } = setup();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('checks at once on becoming visible when the last check is 10+ minutes old', async () => {
    const { fetch, visibility, stop } = setup();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(11 * MIN);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for the rest of the interval on becoming visible early', async () => {
    const { fetch, visibility, stop } = setup();
    await vi.advanceTimersByTimeAsync(3 * MIN);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(2 * MIN);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('only logs a failed check and keeps polling', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, reload, stop } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Version check failed', expect.any(TypeError));
    expect(reload).not.toHaveBeenCalled();
    stop();
    error.mockRestore();
  });
});
