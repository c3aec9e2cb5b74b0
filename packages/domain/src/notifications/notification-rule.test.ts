import { describe, expect, it } from 'vitest';
import {
  matchesNotificationFilter,
  parseEmailList,
  ZEmailList,
  ZNotificationFilter,
} from './notification-rule.js';

describe('parseEmailList (platform.md §5: 1 to 3 addresses, Chinese or Western comma)', () => {
  it('takes one address', () => {
    expect(parseEmailList(' Ops@Example.com ')).toEqual({ ok: true, emails: ['ops@example.com'] });
  });
  it('splits on Western and Chinese commas alike', () => {
    expect(parseEmailList('a@x.com, b@x.com，c@x.com')).toEqual({
      ok: true,
      emails: ['a@x.com', 'b@x.com', 'c@x.com'],
    });
  });
  it('refuses none, four, a bad one, an empty item and a repeat', () => {
    expect(parseEmailList('  ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(parseEmailList('a@x.com,b@x.com,c@x.com,d@x.com')).toMatchObject({
      ok: false,
      problem: 'too-many',
    });
    expect(parseEmailList('a@x.com，not-an-address')).toMatchObject({
      ok: false,
      problem: 'invalid',
      value: 'not-an-address',
    });
    expect(parseEmailList('a@x.com,,b@x.com')).toMatchObject({ ok: false, problem: 'invalid', value: '' });
    expect(parseEmailList('a@x.com，A@x.com')).toMatchObject({ ok: false, problem: 'duplicate' });
  });
  it('is the schema the server validates with', () => {
    expect(ZEmailList.parse('a@x.com，b@x.com')).toEqual(['a@x.com', 'b@x.com']);
    expect(ZEmailList.safeParse('a@x.com,b@x.com,c@x.com,d@x.com').success).toBe(false);
  });
});

describe('the filter scope (a filter of the list)', () => {
  const sub = { carrierCode: 'MAEU', polCode: 'CNSGH', podCode: 'NLRTM', remark: 'Urgent: Acme reefer' };

  it('needs one field at least, and upper-cases and checks the codes', () => {
    expect(ZNotificationFilter.safeParse({}).success).toBe(false);
    expect(ZNotificationFilter.safeParse({ carrierCodes: [], remark: '  ' }).success).toBe(false);
    expect(ZNotificationFilter.safeParse({ polCodes: ['Shanghai'] }).success).toBe(false);
    expect(ZNotificationFilter.parse({ carrierCodes: [' maeu '], podCodes: ['nlrtm'] })).toEqual({
      carrierCodes: ['MAEU'],
      podCodes: ['NLRTM'],
    });
  });

  it('matches every field given, ports through their aliases, the remark in any case', () => {
    const alias = (a: string, b: string) =>
      a === b || (['CNSHA', 'CNSGH'].includes(a) && ['CNSHA', 'CNSGH'].includes(b));
    expect(matchesNotificationFilter({ carrierCodes: ['MAEU'], polCodes: ['CNSHA'] }, sub, alias)).toBe(true);
    expect(matchesNotificationFilter({ polCodes: ['CNSHA'] }, sub)).toBe(false);
    expect(matchesNotificationFilter({ carrierCodes: ['COSU', 'MAEU'], remark: 'acme' }, sub)).toBe(true);
    expect(matchesNotificationFilter({ carrierCodes: ['MAEU'], remark: 'dry' }, sub)).toBe(false);
    expect(matchesNotificationFilter({ podCodes: ['USLAX'] }, sub)).toBe(false);
    expect(matchesNotificationFilter({ podCodes: ['NLRTM'] }, { ...sub, podCode: null })).toBe(false);
  });
});
