import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../test/fake-socket';
import { LiveSocket, RETRY_MS } from './live-socket';

describe('LiveSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const fake = fakeSockets();
    const live = new LiveSocket(() => 'ws://x/application/live', fake.factory);
    return { fake, live };
  };

  it('opens one socket while held and a token is known, with the token as sub-protocol', () => {
    const { fake, live } = make();
    const a = live.retain();
    expect(fake.sockets).toHaveLength(0);
    live.setToken('t1');
    const b = live.retain();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().protocols).toEqual(['tracklane', 't1']);
    a();
    expect(fake.last().readyState).toBe(0);
    b();
    expect(fake.last().readyState).toBe(3);
  });

  it('hands messages to the subscribers of their type only', () => {
    const { fake, live } = make();
    live.setToken('t');
    live.retain();
    const seen: unknown[] = [];
    const stop = live.subscribe('vessel.positions', (m) => seen.push(m));
    live.subscribe('other', () => seen.push('wrong'));
    fake.last().open();
    fake.last().push({ type: 'vessel.positions', positions: [] });
    fake.last().onmessage?.({ data: 'not json' });
    stop();
    fake.last().push({ type: 'vessel.positions', positions: [] });
    expect(seen).toEqual([{ type: 'vessel.positions', positions: [] }]);
  });

  it('sends declared state once open, on change, and again after a reconnect with back-off', () => {
    const { fake, live } = make();
    live.setToken('t');
    live.retain();
    live.setState('vessels.watch', { type: 'vessels.watch', mmsi: [1] });
    const first = fake.last();
    expect(first.sent).toEqual([]);
    first.open();
    live.setState('vessels.watch', { type: 'vessels.watch', mmsi: [1] });
    live.setState('vessels.watch', { type: 'vessels.watch', mmsi: [1, 2] });
    expect(first.sent).toEqual([
      { type: 'vessels.watch', mmsi: [1] },
      { type: 'vessels.watch', mmsi: [1, 2] },
    ]);
    first.drop(1006);
    vi.advanceTimersByTime((RETRY_MS[0] as number) - 1);
    expect(fake.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = fake.last();
    second.open();
    expect(second.sent).toEqual([{ type: 'vessels.watch', mmsi: [1, 2] }]);
    // Unopened retries back off further.
    second.drop(1006);
    vi.advanceTimersByTime(RETRY_MS[0] as number);
    expect(fake.sockets).toHaveLength(3);
    fake.last().drop(1006);
    vi.advanceTimersByTime((RETRY_MS[1] as number) - 1);
    expect(fake.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(fake.sockets).toHaveLength(4);
  });

  it('does not retry after 4401/4403 until the token changes', () => {
    const { fake, live } = make();
    live.setToken('old');
    live.retain();
    fake.last().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(fake.sockets).toHaveLength(1);
    live.retain()();
    expect(fake.sockets).toHaveLength(1);
    live.setToken('new');
    expect(fake.sockets).toHaveLength(2);
    expect(fake.last().protocols).toEqual(['tracklane', 'new']);
  });

  it('reconnects with a new token and stops retrying once nobody holds it', () => {
    const { fake, live } = make();
    live.setToken('a');
    const release = live.retain();
    fake.last().open();
    live.setToken('b');
    expect(fake.sockets[0]?.readyState).toBe(3);
    expect(fake.last().protocols).toEqual(['tracklane', 'b']);
    fake.last().drop(1006);
    release();
    vi.advanceTimersByTime(120_000);
    expect(fake.sockets).toHaveLength(2);
  });
});
