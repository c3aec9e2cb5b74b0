import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledClick } from './use-throttled-click';

describe('useThrottledClick', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('runs the first click at once and drops the others within a second', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledClick(fn, 1000));
    act(() => result.current('a'));
    act(() => result.current('b'));
    vi.advanceTimersByTime(999);
    act(() => result.current('c'));
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    act(() => result.current('d'));
    expect(fn.mock.calls).toEqual([['a'], ['d']]);
  });

  it('keeps one stable callback that calls the latest function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledClick(fn), {
      initialProps: { fn: first },
    });
    const callback = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(callback);
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
