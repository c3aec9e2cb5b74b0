import type { CallHistory, Language, OnTimeFigures, RouteHistoryGroups } from '@tracklane/domain';
import type { ChartOption } from '../../../charts/chart-types';
import { portName } from './port-name';

/** The words a chart shows, in the page's language (the page passes its `t`). */
export interface ChartLabels {
  arrivalOnTime: string;
  departureOnTime: string;
  meanDelay: string;
  delay: string;
  planned: string;
  actual: string;
  onTimeBand: string;
  hours: string;
}

export const COLORS = {
  arrival: '#1647b8',
  departure: '#7fb2ff',
  delay: '#ff7849',
  onTime: '#2f9e6b',
  late: '#ff7849',
  early: '#3685b5',
} as const;

const pct = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const hours = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);
/** Week starts and call dates as MM-DD (UTC): short enough for a 375 px axis. */
const monthDay = (iso: string) => iso.slice(5, 10);

const percentAxis = (name: string) => ({
  type: 'value' as const,
  name,
  min: 0,
  max: 100,
  axisLabel: { formatter: '{value}%' },
  splitLine: { lineStyle: { color: '#eef1f6' } },
});

const hoursAxis = (name: string) => ({
  type: 'value' as const,
  name,
  axisLabel: { formatter: '{value}' },
  splitLine: { show: false },
});

const base = {
  animation: false,
  grid: { left: 8, right: 8, top: 44, bottom: 8, containLabel: true },
  legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
  tooltip: { trigger: 'axis' as const, confine: true },
};

function rateSeries(rows: { figures: OnTimeFigures }[], labels: ChartLabels): ChartOption['series'] {
  return [
    {
      type: 'bar',
      name: labels.arrivalOnTime,
      data: rows.map((r) => pct(r.figures.arrival.onTimeRate)),
      itemStyle: { color: COLORS.arrival },
      barMaxWidth: 18,
    },
    {
      type: 'bar',
      name: labels.departureOnTime,
      data: rows.map((r) => pct(r.figures.departure.onTimeRate)),
      itemStyle: { color: COLORS.departure },
      barMaxWidth: 18,
    },
    {
      type: 'line',
      name: labels.meanDelay,
      yAxisIndex: 1,
      data: rows.map((r) => hours(r.figures.arrival.meanDelayHours)),
      itemStyle: { color: COLORS.delay },
      connectNulls: true,
      symbolSize: 6,
    },
  ];
}

/** The service week by week: on-time rates (bars, %) and the mean arrival delay (line, hours). */
export function weeklyOption(groups: Pick<RouteHistoryGroups, 'byWeek'>, labels: ChartLabels): ChartOption {
  return {
    ...base,
    xAxis: { type: 'category', data: groups.byWeek.map((w) => monthDay(w.weekStart)) },
    yAxis: [percentAxis('%'), hoursAxis(labels.hours)],
    series: rateSeries(groups.byWeek, labels),
  };
}

interface AxisTooltipParam {
  dataIndex: number;
  seriesIndex: number;
  seriesName: string;
  marker?: string;
  value: number | null;
}

/**
 * The service port by port along its rotation: the same measures per port. The axis keeps the
 * short codes (375 px); the tooltip names the port in the page's language.
 */
export function portOption(
  groups: Pick<RouteHistoryGroups, 'byPort'>,
  labels: ChartLabels,
  language: Language,
): ChartOption {
  return {
    ...base,
    tooltip: {
      ...base.tooltip,
      formatter: (params: unknown) => {
        const rows = (Array.isArray(params) ? params : [params]) as AxisTooltipParam[];
        const port = rows[0] && groups.byPort[rows[0].dataIndex];
        if (!port) return '';
        const unit = (seriesIndex: number) => (seriesIndex === 2 ? ` ${labels.hours}` : '%');
        return [
          `<b>${portName(port, language)} (${port.portCode})</b>`,
          ...rows.map(
            (r) =>
              `${r.marker ?? ''}${r.seriesName}: ${r.value === null || r.value === undefined ? '—' : `${r.value}${unit(r.seriesIndex)}`}`,
          ),
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: groups.byPort.map((p) => p.portCode),
      axisLabel: { interval: 0, rotate: groups.byPort.length > 6 ? 45 : 0, fontSize: 10 },
    },
    yAxis: [percentAxis('%'), hoursAxis(labels.hours)],
    series: rateSeries(groups.byPort, labels),
  };
}

/** At most this many bars: a 375 px chart stays readable. */
export const MAX_CALL_BARS = 40;

/**
 * Past calls with a measured arrival, oldest first: the vessel's own on this service when it has
 * any, else the service's latest (a vessel new to the service has no history of its own yet).
 */
export function measuredCalls(
  calls: readonly CallHistory[],
  vessel: { name: string; imo: string | null },
): { scope: 'vessel' | 'service'; calls: CallHistory[] } {
  const measured = calls.filter((c) => c.arrivalDelayHours !== null);
  const own = measured.filter((c) =>
    vessel.imo && c.imo ? c.imo === vessel.imo : c.vesselName === vessel.name,
  );
  const scope = own.length > 0 ? 'vessel' : 'service';
  return { scope, calls: (scope === 'vessel' ? own : measured).slice(-MAX_CALL_BARS) };
}

/**
 * The delay axis always reaches ±24 h, so the on-time band shows as a band and not as the whole
 * background, with ticks on a step that divides 24 (a tick at 20 beside the band's 24 reads badly).
 */
export function delayAxisRange(calls: readonly CallHistory[]): {
  min: number;
  max: number;
  interval: number;
} {
  const delays = calls.map((c) => c.arrivalDelayHours ?? 0);
  const lo = Math.min(-24, ...delays);
  const hi = Math.max(24, ...delays);
  const span = hi - lo;
  const interval = span <= 96 ? 12 : span <= 240 ? 24 : 48;
  return { min: Math.floor(lo / interval) * interval, max: Math.ceil(hi / interval) * interval, interval };
}

const barColor = (call: CallHistory) =>
  call.arrivalOnTime ? COLORS.onTime : (call.arrivalDelayHours ?? 0) > 0 ? COLORS.late : COLORS.early;

/**
 * Planned against actual arrival, call by call: the bar is actual − planned in hours, green within
 * the ±24 h on-time band (shaded), orange late, blue early. The tooltip gives both times and
 * names the port in the page's language.
 */
export function callDelayOption(
  calls: readonly CallHistory[],
  labels: ChartLabels,
  formatTime: (iso: string | null, timeZone: string | null) => string,
  language: Language,
): ChartOption {
  return {
    ...base,
    legend: { show: false },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) => {
        const first = Array.isArray(params) ? params[0] : params;
        const call = calls[(first as { dataIndex: number }).dataIndex];
        if (!call) return '';
        const actual = call.actualArrival ?? call.aisArrival;
        return [
          `<b>${portName(call, language)} (${call.portCode})</b> · ${call.vesselName} ${call.voyage}`,
          `${labels.planned}: ${formatTime(call.plannedArrival, call.timeZone)}`,
          `${labels.actual}: ${formatTime(actual, call.timeZone)}`,
          `${labels.delay}: ${hours(call.arrivalDelayHours)} ${labels.hours}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: calls.map((c) => `${c.portCode}\n${monthDay(c.plannedArrival ?? '')}`),
      axisLabel: { fontSize: 10 },
    },
    yAxis: {
      ...hoursAxis(labels.hours),
      ...delayAxisRange(calls),
      splitLine: { lineStyle: { color: '#eef1f6' } },
    },
    series: [
      {
        type: 'bar',
        name: labels.delay,
        barMaxWidth: 16,
        data: calls.map((c) => ({ value: hours(c.arrivalDelayHours), itemStyle: { color: barColor(c) } })),
        markArea: {
          silent: true,
          itemStyle: { color: 'rgba(47, 158, 107, 0.08)' },
          label: { show: true, position: 'insideTopRight', color: COLORS.onTime, fontSize: 10 },
          data: [[{ yAxis: -24, name: labels.onTimeBand }, { yAxis: 24 }]],
        },
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: '#9aa5b5', type: 'dashed' },
          label: { show: false },
          data: [{ yAxis: 0 }],
        },
      },
    ],
  };
}
