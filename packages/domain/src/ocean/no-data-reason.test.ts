import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { checkNowTooSoonMessage } from './refresh-fault-messages.js';
import { isCheckPending, noDataReason } from './subscription-api.js';

describe('noDataReason', () => {
  it('reads why a shipment has no data from its last poll', () => {
    expect(noDataReason(null, null)).toBe('pending-first-check');
    expect(noDataReason(null, new Date())).toBe('not-found-yet');
    expect(noDataReason('not-found', new Date())).toBe('not-found-yet');
    expect(noDataReason('invalid-body', null)).toBe('not-found-yet');
    for (const kind of ['timeout', 'network', 'server', 'rate-limited', 'internal']) {
      expect(noDataReason(kind, null)).toBe('carrier-not-answering');
    }
    expect(noDataReason('unauthorized', null)).toBe('carrier-unavailable');
    expect(noDataReason('unconfigured', null)).toBe('carrier-unavailable');
    expect(noDataReason('bad-request', null)).toBe('number-refused');
  });

  it('says how long until the next check now, rounded up, in every language', () => {
    expect(checkNowTooSoonMessage(4.2, 'en')).toBe(
      'This shipment was checked at the carrier just now; you can check it again in 5 min',
    );
    expect(checkNowTooSoonMessage(0.01, 'zh')).toBe('该货物刚刚已向船公司查询过，请 1 分钟后再试');
    for (const language of LANGUAGES) expect(checkNowTooSoonMessage(2, language)).toContain('2');
  });
});

describe('isCheckPending', () => {
  const asked = '2026-11-27T07:00:00.000Z';
  it('is pending from the request until the carrier is heard from', () => {
    expect(isCheckPending({ checkRequestedAt: asked, lastRefreshedAt: null, lastErrorAt: null })).toBe(true);
    expect(
      isCheckPending({
        checkRequestedAt: asked,
        lastRefreshedAt: null,
        lastErrorAt: '2026-11-27T06:59:00.000Z',
      }),
    ).toBe(true);
    expect(
      isCheckPending({
        checkRequestedAt: asked,
        lastRefreshedAt: null,
        lastErrorAt: '2026-11-27T07:00:05.000Z',
      }),
    ).toBe(false);
    expect(
      isCheckPending({
        checkRequestedAt: asked,
        lastRefreshedAt: '2026-11-27T07:01:00.000Z',
        lastErrorAt: null,
      }),
    ).toBe(false);
  });
  it('is not pending without a request', () => {
    expect(isCheckPending({ checkRequestedAt: null, lastRefreshedAt: null, lastErrorAt: null })).toBe(false);
  });
});
