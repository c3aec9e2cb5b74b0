import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { StatusCode } from '../errors/codes.js';
import {
  DEFAULT_BUSINESS_NUMBER_LIMIT,
  isValidBillNumber,
  normalizeBillNumber,
  parseBusinessNumbers,
} from './business-numbers.js';

describe('B/L numbers', () => {
  it('upper-cases and removes spaces', () => {
    expect(normalizeBillNumber(' maeu 1234 56789 ')).toBe('MAEU123456789');
  });
  it.each(['MAEU123456789', 'COSU6123456780', 'MEDUAB123456', '1234', 'A'.repeat(30)])('accepts %s', (v) =>
    expect(isValidBillNumber(v)).toBe(true),
  );
  it.each(['ABC', 'A'.repeat(31), 'MAEU-12345', 'MAEU/12345', ''])('rejects %s', (v) =>
    expect(isValidBillNumber(v)).toBe(false),
  );
});

describe('bulk paste', () => {
  it('splits on spaces, new lines, tabs, commas and semicolons', () => {
    const pasted = 'MAEU1\tCOSU2\r\nMEDU3, HLCU4;ONEY5  ZIMU6';
    expect(parseBusinessNumbers(pasted)).toEqual(['MAEU1', 'COSU2', 'MEDU3', 'HLCU4', 'ONEY5', 'ZIMU6']);
  });

  it('splits on the full-width comma and semicolon of Chinese input methods', () => {
    expect(parseBusinessNumbers('MAEU1，COSU2；MEDU3')).toEqual(['MAEU1', 'COSU2', 'MEDU3']);
  });

  it('reads a pasted spreadsheet block (rows and columns) in reading order', () => {
    const block = 'CSQU3054383\tBICU1234565\nMSKU9070323\tTGHU9876542\n';
    expect(parseBusinessNumbers(block)).toEqual(['CSQU3054383', 'BICU1234565', 'MSKU9070323', 'TGHU9876542']);
  });

  it('drops empties and repeats, ignoring case', () => {
    expect(parseBusinessNumbers(' maeu1 ,, MAEU1\n\n maeu1 cosu2 ')).toEqual(['MAEU1', 'COSU2']);
  });

  it('accepts exactly the limit and throws 40001 past it', () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `MAEU${i}`).join('\n');
    expect(parseBusinessNumbers(numbers(3), 3)).toHaveLength(3);
    const error = (() => {
      try {
        parseBusinessNumbers(numbers(4), 3);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(StatusCode.PARAMETER_LIST_TOO_LONG);
    expect((error as AppError).data).toEqual({ limit: 3, count: 4 });
  });

  it('counts repeats once against the limit', () => {
    expect(parseBusinessNumbers('MAEU1 MAEU1 MAEU1 COSU2', 2)).toEqual(['MAEU1', 'COSU2']);
  });

  it('defaults to a limit of 50', () => {
    expect(DEFAULT_BUSINESS_NUMBER_LIMIT).toBe(50);
    const many = Array.from({ length: 51 }, (_, i) => `N${1000 + i}`).join(' ');
    expect(() => parseBusinessNumbers(many)).toThrow(AppError);
    expect(parseBusinessNumbers(many.split(' ').slice(0, 50).join(' '))).toHaveLength(50);
  });
});
