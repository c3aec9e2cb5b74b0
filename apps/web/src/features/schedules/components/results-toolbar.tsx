import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArrangedResults } from '../model/arrange-results';
import { SORT_KEYS, type SortKey } from '../model/search-params';

export interface ResultsToolbarProps {
  results: ArrangedResults;
  sort: SortKey;
  carriers: string[];
  onSort: (sort: SortKey) => void;
  onCarriers: (carriers: string[]) => void;
}

/** Counts of what is shown, the sort (departure, arrival, transit time) and the carrier filter. */
export function ResultsToolbar({ results, sort, carriers, onSort, onCarriers }: ResultsToolbarProps) {
  const { t } = useTranslation('schedules');
  return (
    <div className="tl-sched-toolbar">
      <p className="tl-sched-summary" data-testid="schedule-summary">
        {t('results.summary', { count: results.shown, services: results.groups.length })}
        <span className="tl-sched-muted">
          {' · '}
          {t('results.split', { direct: results.direct, transshipment: results.transshipment })}
        </span>
      </p>
      <div className="tl-sched-toolbar-controls">
        <Select
          mode="multiple"
          allowClear
          value={carriers}
          onChange={onCarriers}
          placeholder={t('results.allCarriers')}
          maxTagCount="responsive"
          options={results.carriers.map((c) => ({
            value: c.code,
            label: `${c.code} · ${c.name} (${c.sailings})`,
          }))}
          aria-label={t('results.carrier')}
          className="tl-sched-carrier-filter"
          popupMatchSelectWidth={false}
          data-testid="schedule-carriers"
        />
        <Segmented<SortKey>
          value={sort}
          onChange={onSort}
          options={SORT_KEYS.map((k) => ({ value: k, label: t(`sort.${k}`) }))}
          data-testid="schedule-sort"
        />
      </div>
    </div>
  );
}
