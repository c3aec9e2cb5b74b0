import { describe, expect, it } from 'vitest';
import { parseEmailList, ZEmailList } from './notification-rule.js';

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
