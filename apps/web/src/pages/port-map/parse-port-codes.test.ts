import { describe, expect, it } from 'vitest';
import { parsePortCodes } from './parse-port-codes';

describe('parsePortCodes', () => {
  it('splits, trims, upper-cases and de-duplicates', () => {
    expect(parsePortCodes(' cnsha, USLAX,,cnsha ')).toEqual(['CNSHA', 'USLAX']);
  });

  it('ignores what cannot be a UN/LOCODE and an absent value', () => {
    expect(parsePortCodes('CN,SHANGHAI,US-LA,NLRTM')).toEqual(['NLRTM']);
    expect(parsePortCodes(null)).toEqual([]);
  });
});
