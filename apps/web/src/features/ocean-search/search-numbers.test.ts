import { describe, expect, it } from 'vitest';
import { classifyNumber, countNumbers, prepareSearch } from './search-numbers';

describe('prepareSearch', () => {
  it('classifies ISO 6346 numbers as containers and the rest as B/L or booking', () => {
    expect(classifyNumber('MSKU1234565')).toBe('containerNumber');
    expect(classifyNumber('CCMJ222604630')).toBe('billNumber');
    expect(classifyNumber('223296249')).toBe('billNumber');
    expect(prepareSearch(' msku1234565 ')).toEqual({
      ok: true,
      numbers: [{ number: 'MSKU1234565', kind: 'containerNumber' }],
    });
  });

  it('splits a paste on new lines, tabs, spaces and commas, dropping repeats', () => {
    const result = prepareSearch('MSKU1234565\nCCMJ222604630\t223296249 LAE1780059,MSKU1234565');
    expect(result.ok && result.numbers.map((n) => n.number)).toEqual([
      'MSKU1234565',
      'CCMJ222604630',
      '223296249',
      'LAE1780059',
    ]);
  });

  it('asks for a number when nothing is entered', () => {
    expect(prepareSearch('  \n\t ')).toEqual({ ok: false, error: { key: 'empty' } });
  });

  it('names the container numbers whose check digit is wrong', () => {
    expect(prepareSearch('MSKU1234560 CCMJ222604630 TGHU1234561')).toEqual({
      ok: false,
      error: { key: 'containerFormat', numbers: ['MSKU1234560', 'TGHU1234561'] },
    });
  });

  it('names B/L numbers that cannot be one', () => {
    expect(prepareSearch('AB1 CCMJ222604630 A/B-1234')).toEqual({
      ok: false,
      error: { key: 'billFormat', numbers: ['AB1', 'A/B-1234'] },
    });
  });

  it('refuses more than the paste limit with the count', () => {
    const text = Array.from({ length: 51 }, (_, i) => `BL${1000 + i}`).join('\n');
    expect(prepareSearch(text)).toEqual({ ok: false, error: { key: 'tooMany', count: 51, limit: 50 } });
    expect(prepareSearch(text.split('\n').slice(0, 50).join('\n')).ok).toBe(true);
    expect(countNumbers(text)).toBe(51);
  });
});
