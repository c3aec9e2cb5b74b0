import { useSession } from '../../app/session/session-store';

/** How many numbers the search history keeps (the session store persists it). */
export const SEARCH_HISTORY_LIMIT = 10;

/**
 * The history after a search: the new numbers first (in the order searched), then the older
 * ones not searched again, at most `limit`.
 */
export function withSearched(
  history: readonly string[],
  searched: readonly string[],
  limit = SEARCH_HISTORY_LIMIT,
) {
  const next: string[] = [];
  for (const number of [...searched, ...history]) {
    if (number && !next.includes(number)) next.push(number);
    if (next.length === limit) break;
  }
  return next;
}

/** Records numbers in the persisted session history (the store has no action of its own for it). */
export function recordSearch(searched: readonly string[], store = useSession) {
  if (searched.length === 0) return;
  store.setState((s) => ({ history: withSearched(s.history, searched) }));
}

export function clearSearchHistory(store = useSession) {
  store.setState({ history: [] });
}
