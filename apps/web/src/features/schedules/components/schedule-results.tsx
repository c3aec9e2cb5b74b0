import type { P2pGroups } from '@tracklane/domain';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangeResults } from '../model/arrange-results';
import type { SortKey } from '../model/search-params';
import { ResultsToolbar } from './results-toolbar';
import { ServiceGroupCard } from './service-group-card';
import './schedule-common.css';
import './schedule-results.css';

export interface ScheduleResultsProps {
  pages: readonly P2pGroups[] | undefined;
  total: number;
  pending: boolean;
  error: Error | null;
  more: { can: boolean; loading: boolean; load: () => void };
  sort: SortKey;
  carriers: string[];
  onSort: (sort: SortKey) => void;
  onCarriers: (carriers: string[]) => void;
}

/** The grouped sailings with their toolbar, or what stands in their place (loading, error, none). */
export function ScheduleResults(props: ScheduleResultsProps) {
  const { t } = useTranslation('schedules');
  const { pages, total, pending, error, more, sort, carriers } = props;
  const results = useMemo(() => arrangeResults(pages ?? [], { sort, carriers }), [pages, sort, carriers]);

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('results.failed')}
        description={error.message}
        data-testid="schedule-error"
      />
    );
  if (pending)
    return (
      <div className="tl-sched-loading" data-testid="schedule-loading" aria-busy>
        {[0, 1, 2].map((i) => (
          <div key={i} className="tl-sched-group tl-sched-group--skeleton">
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  if (results.loaded === 0)
    return (
      <Empty
        className="tl-sched-empty"
        description={
          <>
            <strong>{t('results.noneTitle')}</strong>
            <br />
            {t('results.noneText')}
          </>
        }
        data-testid="schedule-none"
      />
    );

  return (
    <div className="tl-sched-results" data-testid="schedule-results">
      <ResultsToolbar
        results={results}
        sort={sort}
        carriers={carriers}
        onSort={props.onSort}
        onCarriers={props.onCarriers}
      />
      {results.shown === 0 && (
        <Empty description={t('results.noneOfCarriers')} data-testid="schedule-none-filtered" />
      )}
      {results.groups.map((g) => (
        <ServiceGroupCard key={g.key} group={g} />
      ))}
      {(more.can || results.loaded < total) && (
        <div className="tl-sched-more">
          <span className="tl-sched-muted">{t('results.partial', { loaded: results.loaded, total })}</span>
          {more.can && (
            <Button onClick={more.load} loading={more.loading} data-testid="schedule-more">
              {t('results.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
