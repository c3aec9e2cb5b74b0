import { describe, expect, it, vi } from 'vitest';
import { bindRouterProgress } from './progress';

type State = { initialized: boolean; navigation: { state: string }; errors: unknown };

function fakeRouter(initial: State) {
  let listener: (s: State) => void = () => {};
  const router = {
    state: initial,
    subscribe: (fn: (s: State) => void) => {
      listener = fn;
      return () => {};
    },
  };
  return { router, emit: (s: State) => listener(s) };
}

describe('router progress binding', () => {
  it('shows the bar while the router loads and stops it on a new error', () => {
    const counter = {
      routeChanged: vi.fn(),
      routeError: vi.fn(),
      requestStarted: vi.fn(),
      requestFinished: vi.fn(),
      pending: 0,
    };
    const { router, emit } = fakeRouter({ initialized: false, navigation: { state: 'idle' }, errors: null });
    bindRouterProgress(router, counter);
    expect(counter.routeChanged).toHaveBeenLastCalledWith(true);
    emit({ initialized: true, navigation: { state: 'idle' }, errors: null });
    expect(counter.routeChanged).toHaveBeenLastCalledWith(false);
    emit({ initialized: true, navigation: { state: 'loading' }, errors: null });
    expect(counter.routeChanged).toHaveBeenLastCalledWith(true);
    const errors = { root: new Error('chunk failed') };
    emit({ initialized: true, navigation: { state: 'idle' }, errors });
    expect(counter.routeError).toHaveBeenCalledTimes(1);
    emit({ initialized: true, navigation: { state: 'idle' }, errors });
    expect(counter.routeError).toHaveBeenCalledTimes(1);
  });
});
