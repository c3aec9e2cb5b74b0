import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, type ListFilters } from '../list-filters';

/**
 * The list's filters, held in the URL: a link shares the view and the back button undoes a
 * filter. A change of anything but the page starts again at page 1.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const update = useCallback(
    (patch: Partial<ListFilters>, options?: { replace?: boolean }) => {
      setParams((current) => {
        const base = filtersFromParams(current);
        const paging = 'pageIndex' in patch || 'pageSize' in patch;
        const next = { ...base, ...patch, pageIndex: paging ? (patch.pageIndex ?? 1) : 1 };
        return filtersToParams(next, current);
      }, options);
    },
    [setParams],
  );

  /** Clears every filter but keeps the sort order and page size. */
  const reset = useCallback(() => {
    setParams((current) => {
      const base = filtersFromParams(current);
      return filtersToParams({ ...EMPTY_FILTERS, sortBy: base.sortBy, pageSize: base.pageSize }, current);
    });
  }, [setParams]);

  return { filters, update, reset };
}
