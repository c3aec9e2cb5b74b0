import { describe, expect, it } from 'vitest';
import { assumedSpeedKn, DEFAULT_SPEED_KN, predictArrivals } from './eta-prediction.js';
import { groupSailings } from './group-sailings.js';
import { buildProforma, type ProformaVoyage } from './proforma.js';
import type { P2pSailing } from './sailing-wire.js';

const H = 3_600_000;
const DAY = 24 * H;
// Monday 2026-01-05 00:00 UTC.
const MON = Date.UTC(2026, 0, 5);

describe('ETA prediction arithmetic', () => {
  it('sails each remaining distance at the speed and stays the planned hours in between', () => {
    // 300 nm at 15 kn = 20 h; 12 h in port; 150 nm = 10 h; 6 h in port; 45 nm = 3 h.
    const arrivals = predictArrivals(MON, 15, [
      { distanceNm: 300, stayHours: 12 },
      { distanceNm: 150, stayHours: 6 },
      { distanceNm: 45, stayHours: 0 },
    ]);
    expect(arrivals).toEqual([MON + 20 * H, MON + 42 * H, MON + 51 * H]);
  });

  it('takes the reported speed under way, else the recent under-way mean, else 14 kn', () => {
    expect(assumedSpeedKn(17.5, [])).toBe(17.5);
    // At berth (0.2 kn): the mean of the recent speeds of 5 kn or more (12 and 17).
    expect(assumedSpeedKn(0.2, [0.1, 12, 17, 3])).toBe(14.5);
    expect(assumedSpeedKn(0.2, [10, 20])).toBe(15);
    expect(assumedSpeedKn(null, [1, 2])).toBe(DEFAULT_SPEED_KN);
  });
});

describe('proforma from planned times', () => {
  const voyage = (
    name: string,
    n: string,
    startDay: number,
    over: Partial<ProformaVoyage> = {},
  ): ProformaVoyage => ({
    vesselName: name,
    vesselImo: name,
    voyage: n,
    blank: false,
    calls: [
      {
        portCode: 'CNSHA',
        terminalCode: 'A',
        status: 'SCHEDULED',
        plannedArrival: MON + startDay * DAY,
        plannedDeparture: MON + startDay * DAY + 20 * H,
      },
      {
        portCode: 'KRPUS',
        terminalCode: null,
        status: 'ADDED',
        plannedArrival: MON + (startDay + 2) * DAY,
        plannedDeparture: MON + (startDay + 2.5) * DAY,
      },
      {
        portCode: 'USLAX',
        terminalCode: 'B',
        status: 'OMITTED',
        plannedArrival: MON + (startDay + 14) * DAY,
        plannedDeparture: MON + (startDay + 16) * DAY,
      },
    ],
    ...over,
  });

  it('reads the rotation of the latest started voyage, without ad-hoc calls, with weekdays and stays', () => {
    const proforma = buildProforma(
      [
        voyage('B', '002', 7),
        voyage('A', '001', 0),
        voyage('A', '003', 14),
        voyage('B', '004', 21, { blank: true }),
      ],
      MON + 10 * DAY,
    );
    expect(proforma?.basedOn).toEqual({ vesselName: 'B', voyage: '002' });
    expect(proforma?.rotation).toEqual([
      {
        sequence: 1,
        portCode: 'CNSHA',
        terminalCode: 'A',
        arrivalDay: 0,
        departureDay: 0.8,
        arrivalWeekday: 1,
        departureWeekday: 1,
        portStayHours: 20,
        transitDaysFromPrevious: null,
      },
      // Monday + 14 days is a Monday; departure 2 days later a Wednesday. 14 d − 20 h of sea.
      {
        sequence: 2,
        portCode: 'USLAX',
        terminalCode: 'B',
        arrivalDay: 14,
        departureDay: 16,
        arrivalWeekday: 1,
        departureWeekday: 3,
        portStayHours: 48,
        transitDaysFromPrevious: 13.2,
      },
    ]);
    // Starts 0, 7, 14, 21: weekly; vessel A 0 → 14 and B 7 → 21: a 14-day loop.
    expect(proforma).toMatchObject({ frequencyDays: 7, loopDays: 14 });
  });

  it('falls back to the first upcoming voyage, and answers null without a usable one', () => {
    expect(buildProforma([voyage('A', '009', 30)], MON)?.basedOn.voyage).toBe('009');
    expect(buildProforma([voyage('A', '009', 30, { blank: true })], MON)).toBeNull();
  });
});

describe('grouping sailings', () => {
  const sailing = (
    id: string,
    services: string[],
    etd: string,
    transitDays: number,
    via: string[] = [],
  ): P2pSailing =>
    ({
      id,
      carrierCode: 'MAEU',
      carrierName: 'Maersk',
      serviceCode: services[0],
      serviceName: services[0],
      etd,
      transitDays,
      direct: services.length === 1,
      transshipmentPorts: via.map((portCode) => ({ portCode })),
      legs: services.map((serviceCode) => ({ serviceCode })),
    }) as unknown as P2pSailing;

  it('groups by carrier and service chain (and transshipment port), keeping the list order', () => {
    const groups = groupSailings([
      sailing('1', ['AE1'], '2026-01-10T00:00:00.000Z', 30),
      sailing('2', ['AE1', 'IA2'], '2026-01-11T00:00:00.000Z', 35, ['SGSIN']),
      sailing('3', ['AE1'], '2026-01-09T00:00:00.000Z', 28),
      sailing('4', ['AE1', 'IA2'], '2026-01-18T00:00:00.000Z', 33, ['MYPKG']),
    ]);
    expect(
      groups.map((g) => [g.key, g.sailings.map((s) => s.id), g.minTransitDays, g.maxTransitDays, g.nextEtd]),
    ).toEqual([
      ['MAEU:AE1', ['1', '3'], 28, 30, '2026-01-09T00:00:00.000Z'],
      ['MAEU:AE1+IA2@SGSIN', ['2'], 35, 35, '2026-01-11T00:00:00.000Z'],
      ['MAEU:AE1+IA2@MYPKG', ['4'], 33, 33, '2026-01-18T00:00:00.000Z'],
    ]);
  });
});
