import type { SearchResult } from './subscribe-numbers';

/**
 * A bulk search on /container lands on /tracking/ocean: its results travel in the history entry's
 * state so the search bar there can show which numbers were added and which were not.
 */
export interface SearchLocationState {
  oceanSearchResults: SearchResult[];
}

export function searchLocationState(results: SearchResult[]): SearchLocationState {
  return { oceanSearchResults: results };
}

export function resultsFromLocationState(state: unknown): SearchResult[] | null {
  const results = (state as Partial<SearchLocationState> | null)?.oceanSearchResults;
  return Array.isArray(results) ? results : null;
}
