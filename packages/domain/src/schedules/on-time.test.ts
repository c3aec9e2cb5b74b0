import { describe, expect, it } from 'vitest';
import { namedCutOffs } from './cut-offs.js';
import { type MeasuredCall, measureSide, onTimeFigures } from './on-time.js';

const H = 3_600_000;
const T = Date.UTC(2026, 0, 5, 0, 0, 0);
const call = (over: Partial<MeasuredCall>): MeasuredCall => ({
  status: 'SCHEDULED',
  plannedArrival: T,
  plannedDeparture: T + 12 * H,
  actualArrival: null,
  actualDeparture: null,
  aisArrival: null,
  aisDeparture: null,
  ...over,
});

describe('on-time figures', () => {
  it('counts ±24 h inclusive as on time, by the carrier actual first, AIS when the carrier has none', () => {
    expect(measureSide('SCHEDULED', T, T + 24 * H, null)).toEqual({
      delayHours: 24,
      onTime: true,
      source: 'CARRIER',
    });
    expect(measureSide('SCHEDULED', T, T + 24 * H + 1, null)?.onTime).toBe(false);
    expect(measureSide('SCHEDULED', T, T - 24 * H, null)?.onTime).toBe(true);
    expect(measureSide('SCHEDULED', T, null, T + 30 * H)).toEqual({
      delayHours: 30,
      onTime: false,
      source: 'AIS',
    });
    expect(measureSide('SCHEDULED', T, T + 2 * H, T + 30 * H)?.source).toBe('CARRIER');
    expect(measureSide('OMITTED', T, T, T)).toBeNull();
    expect(measureSide('SCHEDULED', null, T, null)).toBeNull();
    expect(measureSide('SCHEDULED', T, null, null)).toBeNull();
  });

  it('matches hand-computed rates and means on five calls', () => {
    const figures = onTimeFigures([
      // arrivals: +6 h (on time), +30 h (late), −30 h (early), AIS +12 h (on time), omitted
      call({ actualArrival: T + 6 * H, actualDeparture: T + 12 * H + 6 * H }),
      call({ actualArrival: T + 30 * H, actualDeparture: T + 12 * H + 48 * H }),
      call({ actualArrival: T - 30 * H }),
      call({ aisArrival: T + 12 * H, aisDeparture: T + 12 * H }),
      call({ status: 'OMITTED', actualArrival: T }),
      call({ status: 'BLANKED' }),
    ]);
    expect(figures).toEqual({
      calls: 6,
      omitted: 1,
      blanked: 1,
      arrival: {
        measured: 4,
        onTime: 2,
        late: 1,
        early: 1,
        onTimeRate: 0.5,
        // (6 + 30 − 30 + 12) / 4 = 4.5
        meanDelayHours: 4.5,
        meanLateHours: 30,
        fromAis: 1,
      },
      departure: {
        // +6, +48, AIS 0
        measured: 3,
        onTime: 2,
        late: 1,
        early: 0,
        onTimeRate: 0.6667,
        meanDelayHours: 18,
        meanLateHours: 48,
        fromAis: 1,
      },
    });
  });

  it('answers nulls, not zeros, when nothing was measured', () => {
    const none = onTimeFigures([call({})]);
    expect(none.arrival).toMatchObject({
      measured: 0,
      onTimeRate: null,
      meanDelayHours: null,
      meanLateHours: null,
    });
  });
});

describe('named cut-offs', () => {
  it('reads the six forwarder cut-offs from DCSA codes, PCO before FCO, and keeps every raw code', () => {
    const raw = [
      { code: 'FCO', time: '2026-01-03T10:00:00.000Z' },
      { code: 'DCO', time: '2026-01-02T10:00:00.000Z' },
      { code: 'VCO', time: '2026-01-02T12:00:00.000Z' },
      { code: 'RCO', time: '2026-01-02T08:00:00.000Z' },
    ];
    expect(namedCutOffs(raw)).toEqual({
      customs: null,
      documentation: '2026-01-02T10:00:00.000Z',
      vgm: '2026-01-02T12:00:00.000Z',
      ams: null,
      portOpening: null,
      portCutOff: '2026-01-03T10:00:00.000Z',
      raw: [raw[1], raw[0], raw[3], raw[2]],
    });
    const withPco = namedCutOffs([...raw, { code: 'PCO', time: '2026-01-03T06:00:00.000Z' }]);
    expect(withPco.portCutOff).toBe('2026-01-03T06:00:00.000Z');
    expect(
      namedCutOffs([
        { code: 'CUA', time: 'x' },
        { code: 'AFC', time: 'y' },
        { code: 'EFC', time: 'z' },
      ]),
    ).toMatchObject({
      customs: 'x',
      ams: 'y',
      portOpening: 'z',
    });
  });
});
