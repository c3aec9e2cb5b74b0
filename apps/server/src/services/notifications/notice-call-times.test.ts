import type { OceanShipmentView, PortDirectory, Transport } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { noticeCallTimes } from './notice-call-times.js';

const call = (
  locationCode: string,
  scheduled: string | null,
  estimated: string | null,
  actual: string | null,
) => ({
  locationCode,
  locationName: locationCode,
  scheduled,
  estimated,
  actual,
});
const leg = (
  transportCategory: Transport['transportCategory'],
  load: ReturnType<typeof call>,
  discharge: ReturnType<typeof call>,
): Transport => ({
  transportCategory,
  vessel: null,
  voyage: null,
  routeNumber: null,
  loadTransportCall: load,
  dischargeTransportCall: discharge,
});
const ZONES: Record<string, string> = { CNSHA: 'Asia/Shanghai', NLRTM: 'Europe/Amsterdam' };
const ports: PortDirectory = {
  get: (code) =>
    ZONES[code]
      ? {
          code,
          nameEn: code,
          nameCn: code,
          country: code.slice(0, 2),
          timeZone: ZONES[code],
          lat: null,
          lon: null,
        }
      : undefined,
};

describe('the departure and arrival times a notice carries', () => {
  it('takes the first sea leg’s load call and the last sea leg’s discharge call, with their zones', () => {
    const view = {
      transports: [
        leg('TRUCK', call('CNWUX', null, null, '2026-11-18T00:00:00Z'), call('CNSHA', null, null, null)),
        leg(
          'VESSEL',
          call('CNSHA', '2026-11-20T00:00:00Z', '2026-11-20T02:00:00Z', '2026-11-20T03:00:00Z'),
          call('SGSIN', null, null, null),
        ),
        leg(
          'FEEDER',
          call('SGSIN', null, null, null),
          call('NLRTM', '2026-12-01T07:00:00Z', '2026-12-02T13:00:00Z', null),
        ),
        leg('RAIL', call('NLRTM', null, null, null), call('DEDUI', '2026-12-05T00:00:00Z', null, null)),
      ],
    } as unknown as OceanShipmentView;
    expect(noticeCallTimes(view, ports)).toEqual({
      departure: {
        portCode: 'CNSHA',
        portTimeZone: 'Asia/Shanghai',
        scheduled: '2026-11-20T00:00:00Z',
        estimated: '2026-11-20T02:00:00Z',
        actual: '2026-11-20T03:00:00Z',
      },
      arrival: {
        portCode: 'NLRTM',
        portTimeZone: 'Europe/Amsterdam',
        scheduled: '2026-12-01T07:00:00Z',
        estimated: '2026-12-02T13:00:00Z',
        actual: null,
      },
    });
  });

  it('has none before the carrier named a voyage', () => {
    expect(noticeCallTimes(null, ports)).toEqual({ departure: null, arrival: null });
    expect(noticeCallTimes({ transports: [] } as unknown as OceanShipmentView, ports)).toEqual({
      departure: null,
      arrival: null,
    });
  });
});
