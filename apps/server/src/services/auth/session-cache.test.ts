import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

function clock(start = 1_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('session check cache', () => {
  it('returns a kept check until its time is up', () => {
    const time = clock();
    const cache = createSessionCache<string>({ ttlMs: 2_000, now: time.now });
    cache.set('s1', cache.generation(), 'row');
    time.advance(1_999);
    expect(cache.get('s1')).toBe('row');
    time.advance(1);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every check on clear', () => {
    const cache = createSessionCache<string>();
    cache.set('s1', cache.generation(), 'a');
    cache.set('s2', cache.generation(), 'b');
    cache.clear();
    expect([cache.get('s1'), cache.get('s2'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('drops a check read before a change that committed while it was read', () => {
    const cache = createSessionCache<string>();
    const before = cache.generation();
    cache.clear(); // the change's notice arrives while the read is in flight
    cache.set('s1', before, 'stale');
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', cache.generation(), 'fresh');
    expect(cache.get('s1')).toBe('fresh');
  });

  it('keeps nothing when its time is 0', () => {
    const cache = createSessionCache<string>({ ttlMs: 0 });
    cache.set('s1', cache.generation(), 'row');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('stays within maxEntries, dropping the least recently stored first', () => {
    const cache = createSessionCache<number>({ maxEntries: 10 });
    for (let i = 0; i < 10; i++) cache.set(`s${i}`, cache.generation(), i);
    cache.set('s0', cache.generation(), 0); // stored again: now the freshest
    cache.set('s10', cache.generation(), 10);
    expect(cache.size).toBe(10);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s0')).toBe(0);
    expect(cache.get('s10')).toBe(10);
  });
});
