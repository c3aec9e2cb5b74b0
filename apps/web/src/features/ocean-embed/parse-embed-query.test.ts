import { describe, expect, it } from 'vitest';
import { parseEmbedQuery } from './parse-embed-query';

const parse = (qs: string) => parseEmbedQuery(new URLSearchParams(qs));

describe('parseEmbedQuery (views.md §2)', () => {
  it('reads a full embed link', () => {
    expect(
      parse(
        'key=k1&clientId=TL01&businessNumber=MEDU1234567&carrierCode=mscu&lang=en&showInfo=1&font=16' +
          '&containerNumber=msku7654321&warn=true&hiddenReference=1',
      ),
    ).toEqual({
      key: 'k1',
      clientId: 'TL01',
      businessNumber: 'MEDU1234567',
      carrierCode: 'MSCU',
      language: 'en',
      showInfo: 1,
      fontSize: 16,
      containerNumber: 'MSKU7654321',
      warn: true,
      maskReference: true,
    });
  });

  it('turns spaces of the business number back into plus signs', () => {
    // An unencoded '+' arrives as a space under form encoding.
    expect(parse('businessNumber=ABC+123+X').businessNumber).toBe('ABC+123+X');
    expect(parse('businessNumber=ABC%2B123').businessNumber).toBe('ABC+123');
    expect(parse('businessNumber=ABC%20123').businessNumber).toBe('ABC+123');
  });

  it('takes carrierCode AUTO (any case) as no carrier', () => {
    expect(parse('carrierCode=AUTO').carrierCode).toBe('');
    expect(parse('carrierCode=auto').carrierCode).toBe('');
    expect(parse('').carrierCode).toBe('');
  });

  it('falls back to Chinese for a missing, "undefined" or unknown lang', () => {
    expect(parse('').language).toBe('zh');
    expect(parse('lang=undefined').language).toBe('zh');
    expect(parse('lang=fr').language).toBe('zh');
    expect(parse('lang=jp').language).toBe('jp');
  });

  it('reads showInfo as none, shown or starting hidden', () => {
    expect(parse('').showInfo).toBe(0);
    expect(parse('showInfo=0').showInfo).toBe(0);
    expect(parse('showInfo=abc').showInfo).toBe(0);
    expect(parse('showInfo=1').showInfo).toBe(1);
    expect(parse('showInfo=2').showInfo).toBe(2);
    // "greater than 0 shows the drawer"
    expect(parse('showInfo=3').showInfo).toBe(1);
  });

  it('keeps the font size within 10–24 px and ignores non-numbers', () => {
    expect(parse('font=14').fontSize).toBe(14);
    expect(parse('font=14px').fontSize).toBe(14);
    expect(parse('font=4').fontSize).toBe(10);
    expect(parse('font=40').fontSize).toBe(24);
    expect(parse('font=big').fontSize).toBeNull();
    expect(parse('').fontSize).toBeNull();
  });

  it('enables warn only for "true" and masking only for hiddenReference=1', () => {
    expect(parse('warn=true').warn).toBe(true);
    expect(parse('warn=TRUE').warn).toBe(true);
    expect(parse('warn=1').warn).toBe(false);
    expect(parse('').warn).toBe(false);
    expect(parse('hiddenReference=1').maskReference).toBe(true);
    expect(parse('hiddenReference=0').maskReference).toBe(false);
    expect(parse('hiddenReference=true').maskReference).toBe(false);
  });

  it('treats empty and "undefined" key, clientId and numbers as missing', () => {
    const q = parse('key=&clientId=undefined&businessNumber=undefined&containerNumber=');
    expect(q.key).toBeNull();
    expect(q.clientId).toBeNull();
    expect(q.businessNumber).toBe('');
    expect(q.containerNumber).toBeNull();
  });
});
