import { SwapOutlined } from '@ant-design/icons';
import { scheduleMessage, WEEKS_OUT_MAX } from '@tracklane/domain';
import { Button, DatePicker, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import {
  ROUTE_KINDS,
  type RouteKind,
  type ScheduleSearch,
  type SearchProblem,
  searchProblems,
} from '../model/search-params';
import { PortInput } from './port-input';
import './search-form.css';

const DAY = 'YYYY-MM-DD';
const toDay = (d: Dayjs | null) => (d ? d.format(DAY) : null);
const fromDay = (s: string | null) => (s ? dayjs(s, DAY) : null);
const WEEKS = Array.from({ length: WEEKS_OUT_MAX }, (_, i) => i + 1);

type Draft = Pick<ScheduleSearch, 'pol' | 'pod' | 'etd' | 'eta' | 'weeksOut' | 'route'>;

export interface SearchFormProps {
  /** The search on screen (from the URL); the form starts from it and follows it. */
  value: Draft;
  onSearch: (draft: Draft) => void;
  /** 'hero': the booking page's entry (ports only, the rest at their defaults). */
  variant?: 'full' | 'hero';
  loading?: boolean;
}

/**
 * POL and POD (required, platform.md §5), the departure and latest-arrival days, weeks out (8 by
 * default, views.md §9) and direct or transshipment. Problems are told before any call is made.
 */
export function SearchForm({ value, onSearch, variant = 'full', loading }: SearchFormProps) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const [draft, setDraft] = useState<Draft>(value);
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems([]);
  };

  const submit = () => {
    const found = searchProblems(draft);
    setProblems(found);
    if (found.length === 0) onSearch(draft);
  };
  const has = (p: SearchProblem) => problems.includes(p);
  const message = (p: SearchProblem) => (has(p) ? scheduleMessage(p, language) : '');
  const hero = variant === 'hero';
  const id = useId();

  return (
    <form
      className={`tl-sched-form${hero ? ' tl-sched-form--hero' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="schedule-form"
      noValidate
    >
      <div className="tl-sched-ports">
        <div className="tl-sched-field">
          <label className="tl-sched-label" htmlFor={`${id}pol`}>
            {t('search.pol')}
          </label>
          <PortInput
            id={`${id}pol`}
            value={draft.pol}
            onChange={(pol) => set({ pol })}
            placeholder={t('search.polPlaceholder')}
            label={t('search.pol')}
            invalid={has('polRequired') || has('samePorts')}
            testId="schedule-pol"
            size="large"
          />
          <span className="tl-sched-error" data-testid="schedule-pol-error" role="alert">
            {message('polRequired')}
          </span>
        </div>
        <Button
          className="tl-sched-swap"
          icon={<SwapOutlined />}
          aria-label={t('search.swap')}
          title={t('search.swap')}
          onClick={() => set({ pol: draft.pod, pod: draft.pol })}
          data-testid="schedule-swap"
        />
        <div className="tl-sched-field">
          <label className="tl-sched-label" htmlFor={`${id}pod`}>
            {t('search.pod')}
          </label>
          <PortInput
            id={`${id}pod`}
            value={draft.pod}
            onChange={(pod) => set({ pod })}
            placeholder={t('search.podPlaceholder')}
            label={t('search.pod')}
            invalid={has('podRequired') || has('samePorts')}
            testId="schedule-pod"
            size="large"
          />
          <span className="tl-sched-error" data-testid="schedule-pod-error" role="alert">
            {message('podRequired') || message('samePorts')}
          </span>
        </div>
      </div>
      {!hero && (
        <div className="tl-sched-options">
          <div className="tl-sched-field">
            <label className="tl-sched-label" htmlFor={`${id}etd`}>
              {t('search.etd')}
            </label>
            <DatePicker
              id={`${id}etd`}
              value={fromDay(draft.etd)}
              placeholder={t('search.today')}
              inputReadOnly
              onChange={(d) => set({ etd: toDay(d) })}
              data-testid="schedule-etd"
            />
          </div>
          <div className="tl-sched-field">
            <label className="tl-sched-label" htmlFor={`${id}eta`}>
              {t('search.eta')}
            </label>
            <DatePicker
              id={`${id}eta`}
              value={fromDay(draft.eta)}
              placeholder={t('search.anyDay')}
              inputReadOnly
              status={has('etaBeforeEtd') ? 'error' : undefined}
              onChange={(d) => set({ eta: toDay(d) })}
              data-testid="schedule-eta"
            />
            <span className="tl-sched-error" role="alert">
              {message('etaBeforeEtd')}
            </span>
          </div>
          <div className="tl-sched-field">
            <label className="tl-sched-label" htmlFor={`${id}weeks`}>
              {t('search.weeksOut')}
            </label>
            <Select
              id={`${id}weeks`}
              value={draft.weeksOut}
              onChange={(weeksOut) => set({ weeksOut })}
              options={WEEKS.map((w) => ({ value: w, label: t('search.weeks', { count: w }) }))}
              aria-label={t('search.weeksOut')}
              data-testid="schedule-weeks"
            />
          </div>
          <div className="tl-sched-field">
            <span className="tl-sched-label">{t('search.route')}</span>
            <Segmented<RouteKind>
              value={draft.route}
              onChange={(route) => set({ route })}
              options={ROUTE_KINDS.map((k) => ({ value: k, label: t(`route.${k}`) }))}
              data-testid="schedule-route"
            />
          </div>
        </div>
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={loading}
        className="tl-sched-submit"
        data-testid="schedule-submit"
      >
        {t('search.submit')}
      </Button>
    </form>
  );
}
