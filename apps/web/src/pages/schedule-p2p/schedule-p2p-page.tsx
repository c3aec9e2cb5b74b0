import type { Language, ScheduleSearchLog } from '@tracklane/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { ScheduleIntro } from '../../features/schedules/components/schedule-intro';
import { ScheduleResults } from '../../features/schedules/components/schedule-results';
import { SearchForm } from '../../features/schedules/components/search-form';
import { SearchHistory } from '../../features/schedules/components/search-history';
import { AUTO_PAGES, useP2pGroups } from '../../features/schedules/hooks/use-p2p-groups';
import { portName } from '../../features/schedules/model/port-name';
import {
  groupQueryOf,
  parseSearch,
  type ScheduleSearch,
  searchToParams,
} from '../../features/schedules/model/search-params';

const today = () => new Date().toISOString().slice(0, 10);

/** A history entry as a search: a departure day already past starts from today instead. */
function searchOfLog(log: ScheduleSearchLog, language: Language): Partial<ScheduleSearch> {
  const etd = log.etd?.slice(0, 10) ?? null;
  return {
    pol: { code: log.pol.portCode, name: portName(log.pol, language) },
    pod: { code: log.pod.portCode, name: portName(log.pod, language) },
    etd: etd && etd > today() ? etd : null,
    eta: null,
    weeksOut: log.weeksOut,
    route: log.isTransit === null ? 'all' : log.isTransit ? 'transship' : 'direct',
  };
}

/**
 * /schedule/p2p and /schedule/list — port-to-port schedules (platform.md §2): the search (kept in
 * the URL), the recent searches, then 8 weeks of sailings grouped by service, sorted and filtered
 * on the page.
 */
export default function ScheduleP2pPage() {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  const query = useMemo(() => {
    const q = groupQueryOf(search);
    if (!q) return null;
    const { pageNum: _page, ...rest } = q;
    return rest;
  }, [search]);
  const groups = useP2pGroups(query);

  const go = (next: ScheduleSearch, replace = false) => setParams(searchToParams(next), { replace });
  // A new lane starts without the previous lane's carrier filter.
  const onSearch = (draft: Partial<ScheduleSearch>) => go({ ...search, ...draft, carriers: [] });
  const pages = groups.data?.pages;
  const total = pages?.[0]?.total ?? 0;

  return (
    <div className="tl-sched-page" data-testid="schedule-page">
      <section className="tl-sched-hero">
        <div className="tl-sched-hero-inner">
          <h1>{t('page.title')}</h1>
          <p>{t('page.subtitle')}</p>
          <SearchForm value={search} onSearch={onSearch} loading={groups.isFetching && !pages} />
          <SearchHistory onPick={(log) => onSearch(searchOfLog(log, language))} />
        </div>
      </section>
      <section className="tl-sched-body" aria-live="polite">
        {query === null ? (
          <div className="tl-sched-start" data-testid="schedule-start">
            <h2>{t('start.title')}</h2>
            <p>{t('start.text')}</p>
            <ScheduleIntro />
          </div>
        ) : (
          <ScheduleResults
            pages={pages}
            total={total}
            pending={groups.isPending}
            error={groups.error}
            more={{
              can: groups.hasNextPage && (pages?.length ?? 0) >= AUTO_PAGES,
              loading: groups.isFetchingNextPage,
              load: () => void groups.fetchNextPage(),
            }}
            sort={search.sort}
            carriers={search.carriers}
            onSort={(sort) => go({ ...search, sort }, true)}
            onCarriers={(carriers) => go({ ...search, carriers }, true)}
          />
        )}
      </section>
    </div>
  );
}
