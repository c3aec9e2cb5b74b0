import { describe, expect, it } from 'vitest';
import { createListCountCache } from './list-count-cache.js';

const exact = (total: number) => ({ total, totalIsExact: true });

describe('list count cache', () => {
  it('answers a stored count for the same owner and filters only', () => {
    const cache = createListCountCache();
    cache.set('org-1', 'status=AT_POD', cache.generation('org-1'), exact(12));
    expect(cache.get('org-1', 'status=AT_POD')).toEqual(exact(12));
    expect(cache.get('org-1', 'status=IN_TRANSIT')).toBeUndefined();
    expect(cache.get('org-2', 'status=AT_POD')).toBeUndefined();
  });

  it("forgets an owner's counts when their subscriptions change, and only theirs", () => {
    const cache = createListCountCache();
    cache.set('org-1', '', cache.generation('org-1'), exact(5));
    cache.set('guest:g-1', '', cache.generation('guest:g-1'), exact(2));
    cache.invalidate('org-1');
    expect(cache.get('org-1', '')).toBeUndefined();
    expect(cache.get('guest:g-1', '')).toEqual(exact(2));
  });

  it('drops a count taken before a change that arrived while it was being counted', () => {
    const cache = createListCountCache();
    const before = cache.generation('org-1');
    cache.invalidate('org-1'); // a subscription added while the count query ran
    cache.set('org-1', '', before, exact(5));
    expect(cache.get('org-1', '')).toBeUndefined();
  });

  it('expires counts after the TTL (a missed notice costs a stale total for that long at most)', () => {
    let t = 1_000;
    const cache = createListCountCache({ ttlMs: 100, now: () => t });
    cache.set('org-1', '', 0, exact(5));
    t += 99;
    expect(cache.get('org-1', '')).toEqual(exact(5));
    t += 1;
    expect(cache.get('org-1', '')).toBeUndefined();
  });

  it('keeps at most maxEntries, evicting the oldest', () => {
    const cache = createListCountCache({ maxEntries: 10 });
    for (let i = 0; i < 11; i += 1) cache.set('org-1', `f${i}`, 0, exact(i));
    expect(cache.get('org-1', 'f0')).toBeUndefined();
    expect(cache.get('org-1', 'f10')).toEqual(exact(10));
  });

  it('clear forgets every count, and those being counted when it came', () => {
    const cache = createListCountCache();
    cache.set('org-1', '', 0, exact(5));
    const before = cache.generation('org-2');
    cache.clear();
    expect(cache.get('org-1', '')).toBeUndefined();
    cache.set('org-2', '', before, exact(7));
    expect(cache.get('org-2', '')).toBeUndefined();
  });

  it('remembers at most maxOwners generations, without letting a count from before in', () => {
    const cache = createListCountCache({ maxOwners: 3 });
    const before = cache.generation('org-1');
    cache.invalidate('org-1'); // a change while org-1's count ran
    for (const owner of ['guest:a', 'guest:b', 'guest:c']) cache.invalidate(owner); // past the bound
    expect(cache.owners).toBeLessThanOrEqual(3);
    cache.set('org-1', '', before, exact(5));
    expect(cache.get('org-1', '')).toBeUndefined();
    // Counting works as before once the map was dropped.
    cache.set('org-1', '', cache.generation('org-1'), exact(6));
    expect(cache.get('org-1', '')).toEqual(exact(6));
  });
});
