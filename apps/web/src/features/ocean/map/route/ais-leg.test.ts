import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAisLeg, TRACK_END_EXTENSION_MS, trackWindow } from './ais-leg';
import { shipmentFixture, transport } from './fixtures';

const T = (iso: string) => Date.parse(iso);
const withMmsi = (t: ReturnType<typeof transport>, mmsi: string | null) => ({
  ...t,
  vessel: { vesselName: 'EVER GIVEN', imo: '9811000', mmsi },
});

describe('currentAisLeg', () => {
  it('picks the departed, not yet arrived vessel or feeder leg with an MMSI', () => {
    const shipment = shipmentFixture({
      transports: [
        withMmsi(
          transport(
            'FEEDER',
            { locationCode: 'CNNGB', actual: '2025-12-28T00:00:00Z' },
            { locationCode: 'CNSHA', actual: '2025-12-29T00:00:00Z' },
          ),
          '412000001',
        ),
        withMmsi(
          transport(
            'VESSEL',
            { locationCode: 'CNSHA', actual: '2026-01-01T00:00:00Z' },
            { locationCode: 'USLAX', estimated: '2026-01-21T00:00:00Z' },
          ),
          '477000123',
        ),
        transport('TRUCK', { locationCode: 'USLAX' }, { locationCode: 'USPHX' }),
      ],
    });
    expect(currentAisLeg(shipment)).toEqual({
      transport: 1,
      mode: 'VESSEL',
      mmsi: 477000123,
      departedAt: T('2026-01-01T00:00:00Z'),
    });
  });

  it('is null without an MMSI, before departure, after arrival, for other modes or no shipment', () => {
    const leg = (
      load: string | null,
      discharge: string | null,
      mmsi: string | null,
      mode: 'VESSEL' | 'RAIL' = 'VESSEL',
    ) =>
      shipmentFixture({
        transports: [
          withMmsi(
            transport(
              mode,
              { locationCode: 'CNSHA', actual: load },
              { locationCode: 'USLAX', actual: discharge },
            ),
            mmsi,
          ),
        ],
      });
    expect(currentAisLeg(leg('2026-01-01T00:00:00Z', null, null))).toBeNull();
    expect(currentAisLeg(leg('2026-01-01T00:00:00Z', null, ''))).toBeNull();
    expect(currentAisLeg(leg(null, null, '477000123'))).toBeNull();
    expect(currentAisLeg(leg('2026-01-01T00:00:00Z', '2026-01-20T00:00:00Z', '477000123'))).toBeNull();
    expect(currentAisLeg(leg('2026-01-01T00:00:00Z', null, '477000123', 'RAIL'))).toBeNull();
    expect(currentAisLeg(shipmentFixture())).toBeNull();
    expect(currentAisLeg(null)).toBeNull();
  });

  it('takes the leg that departed last when the data shows two under way', () => {
    const under = (from: string, to: string, actual: string, mmsi: string) =>
      withMmsi(transport('VESSEL', { locationCode: from, actual }, { locationCode: to }), mmsi);
    const shipment = shipmentFixture({
      transports: [
        under('CNSHA', 'SGSIN', '2026-01-01T00:00:00Z', '1'),
        under('SGSIN', 'NLRTM', '2026-01-08T00:00:00Z', '2'),
      ],
    });
    expect(currentAisLeg(shipment)?.mmsi).toBe(2);
  });
});

describe('trackWindow (views.md §5, §9)', () => {
  afterEach(() => vi.restoreAllMocks());
  const now = T('2026-01-11T08:03:00Z');

  it('ends now (rounded up to 10 min) plus 1.5 h for a vessel and nothing for a feeder', () => {
    const vessel = trackWindow({ mode: 'VESSEL', mmsi: 1, departedAt: T('2026-01-01T00:00:00Z') }, now);
    expect(vessel?.start.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(vessel?.end.toISOString()).toBe('2026-01-11T09:40:00.000Z');
    const feeder = trackWindow({ mode: 'FEEDER', mmsi: 1, departedAt: T('2026-01-01T00:00:00Z') }, now);
    expect(feeder?.end.toISOString()).toBe('2026-01-11T08:10:00.000Z');
    expect(TRACK_END_EXTENSION_MS.VESSEL).toBe(5_400_000);
  });

  it('skips (and only logs) a request whose start is not before its end', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(trackWindow({ mode: 'FEEDER', mmsi: 5, departedAt: T('2026-01-11T08:10:00Z') }, now)).toBeNull();
    expect(trackWindow({ mode: 'VESSEL', mmsi: 5, departedAt: T('2026-01-12T00:00:00Z') }, now)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(
      trackWindow({ mode: 'VESSEL', mmsi: 5, departedAt: T('2026-01-11T09:00:00Z') }, now),
    ).not.toBeNull();
  });
});
