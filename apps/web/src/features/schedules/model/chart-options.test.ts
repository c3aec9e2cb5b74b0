import type { CallHistory } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import {
  type ChartLabels,
  callDelayOption,
  delayAxisRange,
  MAX_CALL_BARS,
  measuredCalls,
  portOption,
  weeklyOption,
} from './chart-options';
import { call } from './test-fixtures';

const labels: ChartLabels = {
  arrivalOnTime: 'Arrival on time',
  departureOnTime: 'Departure on time',
  meanDelay: 'Mean delay',
  delay: 'Delay',
  planned: 'Planned',
  actual: 'Actual',
  onTimeBand: '±24 h',
  hours: 'h',
};

function history(vesselName: string, imo: string | null, delay: number | null, day: number): CallHistory {
  const planned = new Date(Date.UTC(2026, 9, day)).toISOString();
  return {
    ...call('CNSHA', { plannedArrival: planned }),
    carrierCode: 'MAEU',
    serviceCode: 'AE1',
    vesselName,
    imo,
    voyage: 'V1',
    arrivalDelayHours: delay,
    departureDelayHours: null,
    arrivalOnTime: delay === null ? null : Math.abs(delay) <= 24,
    departureOnTime: null,
    arrivalSource: delay === null ? null : 'CARRIER',
    departureSource: null,
  };
}

const side = (rate: number | null, delay: number | null) => ({
  measured: 4,
  onTime: 2,
  late: 2,
  early: 0,
  onTimeRate: rate,
  meanDelayHours: delay,
  meanLateHours: null,
  fromAis: 0,
});

describe('on-time chart options', () => {
  it('turns weekly figures into percent bars and a delay line', () => {
    const figures = (rate: number | null, delay: number | null) => ({
      calls: 4,
      omitted: 0,
      blanked: 0,
      arrival: side(rate, delay),
      departure: side(rate === null ? null : rate / 2, null),
    });
    const option = weeklyOption(
      {
        byWeek: [
          { weekStart: '2026-09-07T00:00:00.000Z', figures: figures(0.6667, 12.34) },
          { weekStart: '2026-09-14T00:00:00.000Z', figures: figures(null, null) },
        ],
      },
      labels,
    );
    expect(option.xAxis).toMatchObject({ data: ['09-07', '09-14'] });
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Arrival on time', [66.7, null]],
      ['Departure on time', [33.3, null]],
      ['Mean delay', [12.3, null]],
    ]);
  });

  it('charts the vessel’s own measured calls, else the service’s latest', () => {
    const calls = [
      history('MAERSK ESSEN', '9778791', 5, 1),
      history('MAERSK EDMONTON', '9456771', 30, 2),
      history('MAERSK ESSEN', '9778791', null, 3),
      history('MAERSK ESSEN', '9778791', -30, 4),
    ];
    const own = measuredCalls(calls, { name: 'MAERSK ESSEN', imo: '9778791' });
    expect(own.scope).toBe('vessel');
    expect(own.calls.map((c) => c.arrivalDelayHours)).toEqual([5, -30]);
    const other = measuredCalls(calls, { name: 'NEW SHIP', imo: '9999999' });
    expect(other).toMatchObject({ scope: 'service' });
    expect(other.calls).toHaveLength(3);
    const many = Array.from({ length: 60 }, (_, i) => history('X', null, i, 1 + (i % 28)));
    expect(measuredCalls(many, { name: 'X', imo: null }).calls).toHaveLength(MAX_CALL_BARS);
  });

  it('colours each call by the ±24 h rule and keeps the band in view', () => {
    const calls = [history('A', null, 5, 1), history('A', null, 30, 2), history('A', null, -30, 3)];
    const option = callDelayOption(calls, labels, (iso) => iso ?? '—', 'en');
    const [bars] = option.series as { data: { value: number; itemStyle: { color: string } }[] }[];
    expect(bars?.data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [5, '#2f9e6b'],
      [30, '#ff7849'],
      [-30, '#3685b5'],
    ]);
    expect(option.yAxis).toMatchObject({ min: -36, max: 36, interval: 12 });
    expect(delayAxisRange([history('A', null, 5, 1)])).toEqual({ min: -24, max: 24, interval: 12 });
    expect(delayAxisRange([history('A', null, 150, 1)])).toEqual({ min: -24, max: 168, interval: 24 });
  });

  it("names the call's port in the page's language in the tooltip, English where none is known", () => {
    const shanghai: CallHistory = {
      ...history('MAERSK ESSEN', null, 30, 1),
      portName: 'Shanghai',
      portNameCn: '上海',
      portNameJp: '上海',
    };
    const rotterdam: CallHistory = {
      ...history('MAERSK ESSEN', null, 5, 2),
      portCode: 'NLRTM',
      portName: 'Rotterdam',
      portNameCn: '鹿特丹',
      portNameJp: 'ロッテルダム',
    };
    const untranslated: CallHistory = {
      ...history('MAERSK ESSEN', null, 5, 3),
      portCode: 'ZZQQQ',
      portName: 'Nowhere',
    };
    const calls = [shanghai, rotterdam, untranslated];
    const headings = (language: 'zh' | 'en' | 'jp') => {
      const option = callDelayOption(calls, labels, (iso) => iso ?? '—', language);
      const { formatter } = option.tooltip as { formatter: (params: unknown) => string };
      return calls.map((_, dataIndex) => formatter([{ dataIndex }]).split('<br/>')[0]);
    };
    expect(headings('zh')).toEqual([
      '<b>上海 (CNSHA)</b> · MAERSK ESSEN V1',
      '<b>鹿特丹 (NLRTM)</b> · MAERSK ESSEN V1',
      '<b>Nowhere (ZZQQQ)</b> · MAERSK ESSEN V1',
    ]);
    expect(headings('jp')).toEqual([
      '<b>上海 (CNSHA)</b> · MAERSK ESSEN V1',
      '<b>ロッテルダム (NLRTM)</b> · MAERSK ESSEN V1',
      '<b>Nowhere (ZZQQQ)</b> · MAERSK ESSEN V1',
    ]);
    expect(headings('en')[0]).toBe('<b>Shanghai (CNSHA)</b> · MAERSK ESSEN V1');
  });

  it("names each port of the by-port chart in the page's language in its tooltip, codes on the axis", () => {
    const figures = { calls: 4, omitted: 0, blanked: 0, arrival: side(0.5, 12), departure: side(0.25, null) };
    const port = (
      portCode: string,
      portName: string,
      portNameCn: string | null,
      portNameJp: string | null,
    ) => ({
      portCode,
      portName,
      portNameCn,
      portNameJp,
      country: portCode.slice(0, 2),
      timeZone: null,
      figures,
    });
    const groups = {
      byPort: [
        port('CNSHA', 'Shanghai', '上海', '上海'),
        port('NLRTM', 'Rotterdam', '鹿特丹', 'ロッテルダム'),
      ],
    };
    const tooltip = (language: 'zh' | 'en' | 'jp', dataIndex: number) => {
      const option = portOption(groups, labels, language);
      expect(option.xAxis).toMatchObject({ data: ['CNSHA', 'NLRTM'] });
      const { formatter } = option.tooltip as { formatter: (params: unknown) => string };
      return formatter([
        { dataIndex, seriesIndex: 0, seriesName: labels.arrivalOnTime, value: 50 },
        { dataIndex, seriesIndex: 2, seriesName: labels.meanDelay, value: 12 },
      ]).split('<br/>');
    };
    expect(tooltip('zh', 1)).toEqual(['<b>鹿特丹 (NLRTM)</b>', 'Arrival on time: 50%', 'Mean delay: 12 h']);
    expect(tooltip('jp', 1)[0]).toBe('<b>ロッテルダム (NLRTM)</b>');
    expect(tooltip('en', 0)[0]).toBe('<b>Shanghai (CNSHA)</b>');
  });
});
