import { describe, expect, it } from 'vitest';
import { isValidPlate, normalizePlate, splitPlate } from './plate-rules';

describe('truck plates (views.md §5)', () => {
  it('accepts a province or letter, a letter, four letters or digits and one suffix', () => {
    for (const plate of [
      '沪A12345',
      '粤BD1234',
      '浙AB123C',
      '京A1234学',
      '粤Z1234港',
      '鄂A1234挂',
      'WJ12345',
    ])
      expect(isValidPlate(plate), plate).toBe(true);
  });
  it('refuses wrong lengths, a digit in second place and unknown suffixes', () => {
    for (const plate of ['沪A1234', '沪A123456', '沪112345', '沪A1234X!', '', '沪A1234领'])
      expect(isValidPlate(plate), plate).toBe(false);
  });
  it('normalises hyphens, case and the pinyin prefixes ZJ, GD, TJ, HB', () => {
    expect(normalizePlate('zj-a12345')).toBe('浙A12345');
    expect(normalizePlate('GD B-D1234')).toBe('粤BD1234');
    expect(normalizePlate('TJA12345')).toBe('津A12345');
    expect(normalizePlate('HBA12345')).toBe('鄂A12345');
    expect(isValidPlate('ZJ-A12345')).toBe(true);
  });
  it('splits a plate into the province and the 6-character input', () => {
    expect(splitPlate('沪A12345')).toEqual({ province: '沪', rest: 'A12345' });
    expect(splitPlate('')).toEqual({ province: '', rest: '' });
  });
});
