import type { Notice, NoticeChange } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { renderNoticeMessage } from './render-notice-message.js';

const notice = (changes: NoticeChange[]): Notice => ({
  id: 'n1',
  createdAt: '2026-11-18T00:00:00Z',
  readAt: null,
  shipment: {
    subscriptionId: 's1',
    businessNumber: 'MSKU1234565',
    carrierCode: 'MAEU',
    vessel: 'MAERSK EMDEN',
    voyage: '448W',
    polCode: 'CNSHA',
    podCode: 'NLRTM',
  },
  changes,
});

const render = (changes: NoticeChange[], language: 'en' | 'zh' | 'jp' = 'en') =>
  renderNoticeMessage({
    language,
    timeDisplay: 'port',
    notice: notice(changes),
    portOf: (code) => (code === 'NLRTM' ? { name: 'Rotterdam', timeZone: 'Europe/Amsterdam' } : null),
    shipmentUrl: 'https://app.tracklane.test/ocean/s1',
  }).text;

describe('renderNoticeMessage: news other than dates', () => {
  it('gives a milestone one time, a date old → new with its delta, stale data both times', () => {
    const departed: NoticeChange = {
      event: 'GATE_OUT',
      portCode: 'NLRTM',
      placeRole: 'POD',
      code: 'STCS',
      oldValue: null,
      newValue: '2026-12-03T09:00:00Z',
      deltaHours: null,
      source: 'carrier',
    };
    const eta: NoticeChange = {
      event: 'ETA_CHANGE',
      portCode: 'NLRTM',
      placeRole: 'POD',
      code: null,
      oldValue: '2026-12-01T07:00:00Z',
      newValue: '2026-12-02T13:00:00Z',
      deltaHours: 30,
      source: 'carrier',
    };
    const stale: NoticeChange = {
      event: 'DATA_STALE',
      portCode: '',
      code: null,
      oldValue: null,
      newValue: '2026-12-04T00:00:00Z',
      deltaHours: null,
      source: 'carrier',
    };
    expect(render([departed, eta, stale]).split('\n')).toEqual([
      '[Tracklane]',
      '3 updates: MSKU1234565 (MAEU), CNSHA → Rotterdam',
      'Gated out at Rotterdam (NLRTM), port of discharge: 2026-12-03 10:00 GMT+1',
      'ETA at Rotterdam (NLRTM): 2026-12-01 08:00 GMT+1 → 2026-12-02 14:00 GMT+1 (1 d 6 h later)',
      'Tracking data stale: — → 2026-12-04 00:00 UTC',
      'Vessel / voyage: MAERSK EMDEN / 448W',
    ]);
    expect(render([departed], 'zh').split('\n')[1]).toBe('已提箱出场：MSKU1234565（MAEU），Rotterdam');
  });

  it('gives a last free day that moved old → new with its delta, one set or due its end', () => {
    const moved: NoticeChange = {
      event: 'LFD_CHANGE',
      portCode: 'NLRTM',
      placeRole: 'POD',
      code: null,
      oldValue: '2026-12-03T22:59:59.999Z',
      newValue: '2026-12-05T22:59:59.999Z',
      deltaHours: 48,
      source: 'carrier',
    };
    const lines = render([moved, { ...moved, event: 'LFD_DUE', oldValue: null, deltaHours: null }]).split(
      '\n',
    );
    expect(
      lines.some((l) => /2026-12-03 23:59 GMT\+1 → 2026-12-05 23:59 GMT\+1 \(2 d later\)$/.test(l)),
    ).toBe(true);
    expect(lines.some((l) => /^Last free day in 48 hours.*: 2026-12-05 23:59 GMT\+1$/.test(l))).toBe(true);
  });
});
