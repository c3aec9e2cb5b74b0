import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { countCallInMemory, deleteStaleMemoryCounts } from './memory-call-counts.js';

const aDatabase = () => ({ driver: 'pglite' }) as Database;

describe('call counts in memory (PGlite)', () => {
  it('opens a window at the first call, counts in it and opens the next one after it', () => {
    const db = aDatabase();
    expect(countCallInMemory(db, 'ip:1', 10_000, 1_000)).toEqual({ hits: 1, ttlMs: 10_000 });
    expect(countCallInMemory(db, 'ip:1', 10_000, 4_000)).toEqual({ hits: 2, ttlMs: 7_000 });
    expect(countCallInMemory(db, 'ip:2', 10_000, 4_000)).toEqual({ hits: 1, ttlMs: 10_000 });
    expect(countCallInMemory(db, 'ip:1', 10_000, 10_999)).toEqual({ hits: 3, ttlMs: 1 });
    expect(countCallInMemory(db, 'ip:1', 10_000, 11_000)).toEqual({ hits: 1, ttlMs: 10_000 });
  });

  it('shares the counts of one database between its apps, not between databases', () => {
    const one = aDatabase();
    const other = aDatabase();
    countCallInMemory(one, 'ip:1', 10_000, 0);
    expect(countCallInMemory(one, 'ip:1', 10_000, 1).hits).toBe(2);
    expect(countCallInMemory(other, 'ip:1', 10_000, 1).hits).toBe(1);
  });

  it('forgets windows that started before the cut-off', () => {
    const db = aDatabase();
    countCallInMemory(db, 'old', 10_000, 0);
    countCallInMemory(db, 'new', 10_000, 50_000);
    deleteStaleMemoryCounts(db, 60_000, 70_000);
    expect(countCallInMemory(db, 'old', 100_000, 70_000).hits).toBe(1);
    expect(countCallInMemory(db, 'new', 100_000, 70_000).hits).toBe(2);
  });
});
