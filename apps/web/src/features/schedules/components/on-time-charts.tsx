import type { RouteHistory, RouteHistoryGroups, ScheduleVessel } from '@tracklane/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { EChart } from '../../../charts/echart';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import {
  type ChartLabels,
  callDelayOption,
  measuredCalls,
  portOption,
  weeklyOption,
} from '../model/chart-options';

export const CHART_HEIGHT = 260;

export interface OnTimeChartsProps {
  groups: RouteHistoryGroups | undefined;
  history: RouteHistory | undefined;
  vessel: Pick<ScheduleVessel, 'name' | 'imo'>;
}

function Panel({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <figure className="tl-sched-chart">
      <figcaption>
        <strong>{title}</strong>
        {note && <span className="tl-sched-muted"> · {note}</span>}
      </figcaption>
      {children}
    </figure>
  );
}

/** A box of the chart's height while its data loads, so nothing moves when it draws. */
export const ChartPlaceholder = () => (
  <div className="tl-sched-chart-placeholder" style={{ height: CHART_HEIGHT }} />
);

/**
 * The service's on-time history as ECharts (loaded with this module only, on the detail page):
 * week by week, port by port, and the vessel's calls planned against actual.
 */
export default function OnTimeCharts({ groups, history, vessel }: OnTimeChartsProps) {
  const { t } = useTranslation('schedules');
  const { time } = useTimeFormat();
  const language = useSession((s) => s.language);
  const labels: ChartLabels = useMemo(
    () => ({
      arrivalOnTime: t('onTime.chart.arrivalOnTime'),
      departureOnTime: t('onTime.chart.departureOnTime'),
      meanDelay: t('onTime.chart.meanDelay'),
      delay: t('onTime.chart.delay'),
      planned: t('onTime.chart.planned'),
      actual: t('onTime.chart.actual'),
      onTimeBand: t('onTime.chart.band'),
      hours: t('onTime.chart.hours'),
    }),
    [t],
  );
  const weekly = useMemo(() => (groups ? weeklyOption(groups, labels) : null), [groups, labels]);
  const ports = useMemo(
    () => (groups ? portOption(groups, labels, language) : null),
    [groups, labels, language],
  );
  const calls = useMemo(() => (history ? measuredCalls(history.calls, vessel) : null), [history, vessel]);
  const delays = useMemo(
    () =>
      calls
        ? callDelayOption(calls.calls, labels, (iso, tz) => timeText(time(iso, tz)) ?? '—', language)
        : null,
    [calls, labels, time, language],
  );

  return (
    <div className="tl-sched-charts" data-testid="ontime-charts">
      <Panel title={t('onTime.chart.weekly')}>
        {weekly ? (
          <EChart
            option={weekly}
            height={CHART_HEIGHT}
            label={t('onTime.chart.weekly')}
            testId="chart-weekly"
          />
        ) : (
          <ChartPlaceholder />
        )}
      </Panel>
      <Panel title={t('onTime.chart.ports')}>
        {ports ? (
          <EChart option={ports} height={CHART_HEIGHT} label={t('onTime.chart.ports')} testId="chart-ports" />
        ) : (
          <ChartPlaceholder />
        )}
      </Panel>
      <Panel
        title={t('onTime.chart.calls')}
        note={
          calls
            ? t(calls.scope === 'vessel' ? 'onTime.chart.vesselCalls' : 'onTime.chart.serviceCalls', {
                vessel: vessel.name,
              })
            : undefined
        }
      >
        {delays && calls && calls.calls.length > 0 ? (
          <EChart
            option={delays}
            height={CHART_HEIGHT}
            label={t('onTime.chart.calls')}
            testId="chart-calls"
          />
        ) : calls ? (
          <div className="tl-sched-chart-placeholder tl-sched-chart-empty" style={{ height: CHART_HEIGHT }}>
            {t('onTime.noneMeasured')}
          </div>
        ) : (
          <ChartPlaceholder />
        )}
      </Panel>
    </div>
  );
}
