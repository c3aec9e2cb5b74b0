import type { P2pGroups } from '@tracklane/domain';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { arrangeResults } from '../model/arrange-results';
import { portName } from '../model/port-name';
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

/**
 * Services shown before "more services": a busy lane (Shanghai → Rotterdam) has 40 of them, which
 * was a page of 14,000 px; the first few, best first, are what a forwarder compares.
 */
export const FIRST_GROUPS = 3;

/** The grouped sailings with their toolbar, or what stands in their place (loading, error, none). */
export function ScheduleResults(props: ScheduleResultsProps) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const { pages, total, pending, error, more, sort, carriers } = props;
  const results = useMemo(() => arrangeResults(pages ?? [], { sort, carriers }), [pages, sort, carriers]);
  const [groupsShown, setGroupsShown] = useState(FIRST_GROUPS);

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

  const first = results.groups[0]?.sailings[0];
  const hiddenGroups = results.groups.length - groupsShown;
  return (
    <div className="tl-sched-results" data-testid="schedule-results">
      {first && (
        <p className="tl-sched-route" data-testid="results-route">
          <span data-testid="results-route-pol" data-code={first.pol.portCode}>
            {portName(first.pol, language)} <span className="tl-sched-muted">{first.pol.portCode}</span>
          </span>
          {' → '}
          <span data-testid="results-route-pod" data-code={first.pod.portCode}>
            {portName(first.pod, language)} <span className="tl-sched-muted">{first.pod.portCode}</span>
          </span>
        </p>
      )}
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
      {results.groups.slice(0, groupsShown).map((g) => (
        <ServiceGroupCard key={g.key} group={g} />
      ))}
      {hiddenGroups > 0 && (
        <Button
          block
          className="tl-sched-more-groups"
          onClick={() => setGroupsShown((n) => n + FIRST_GROUPS * 2)}
          data-testid="schedule-more-groups"
        >
          {t('results.moreServices', { count: hiddenGroups })}
        </Button>
      )}
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
