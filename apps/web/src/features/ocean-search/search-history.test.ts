import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../app/session/session-store';
import { clearSearchHistory, recordSearch, SEARCH_HISTORY_LIMIT, withSearched } from './search-history';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('search history', () => {
  it('puts the latest numbers first, without repeats', () => {
    expect(withSearched(['A1', 'B2', 'C3'], ['C3', 'D4'])).toEqual(['C3', 'D4', 'A1', 'B2']);
  });

  it('keeps at most ten numbers, dropping the oldest', () => {
    const old = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `OLD${i}`);
    const next = withSearched(old, ['NEW1', 'NEW2']);
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next.slice(0, 3)).toEqual(['NEW1', 'NEW2', 'OLD0']);
    expect(next).not.toContain('OLD9');
  });

  it('updates and clears the persisted session history', () => {
    const storage = memory();
    const store = createSessionStore(() => storage);
    recordSearch(['MSKU1234565'], store);
    recordSearch(['CCMJ222604630', 'MSKU1234565'], store);
    expect(store.getState().history).toEqual(['CCMJ222604630', 'MSKU1234565']);
    expect(storage.getItem('DATA')).toContain('CCMJ222604630');
    clearSearchHistory(store);
    expect(store.getState().history).toEqual([]);
  });
});
