import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  checkPasswordPair,
  isFilled,
  isValidEmail,
  isValidMobile,
  isVerificationCode,
  missingFields,
  normalizeContact,
  normalizeEmail,
  normalizeMobile,
} from './index.js';

describe('e-mail', () => {
  it.each(['ann@example.com', 'a.b+tag@sub.example.co', 'X_Y@ex-ample.cn'])('accepts %s', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'a b@example.com',
    'a..b@example.com',
    'ann@-ex.com',
  ])('rejects %j', (v) => expect(isValidEmail(v)).toBe(false));
  it('normalises case and spaces', () => expect(normalizeEmail(' Ann@Example.COM ')).toBe('ann@example.com'));
});

describe('mainland China mobile', () => {
  it.each(['13812345678', '+8613812345678', '8619912345678', '0086 138 1234 5678', '+86-15012345678'])(
    'accepts %s',
    (v) => expect(isValidMobile(v)).toBe(true),
  );
  it.each(['12812345678', '1381234567', '138123456789', '+85213812345678', '+1 415 555 0100', 'abc'])(
    'rejects %s',
    (v) => expect(isValidMobile(v)).toBe(false),
  );
  it('normalises to the 11-digit national number', () => {
    expect(normalizeMobile('+86 138-1234-5678')).toBe('13812345678');
    expect(normalizeMobile('12345')).toBeUndefined();
    expect(normalizeContact('mobile', '+8613812345678')).toBe('13812345678');
    expect(normalizeContact('email', 'A@B.CO')).toBe('a@b.co');
    expect(normalizeContact('email', '13812345678')).toBeUndefined();
  });
});

describe('password', () => {
  it('must be 6 to 16 characters', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('12345')).toBe('tooShort');
    expect(checkPassword('123456')).toBeUndefined();
    expect(checkPassword('1234567890123456')).toBeUndefined();
    expect(checkPassword('12345678901234567')).toBe('tooLong');
    // Counted in characters, not UTF-16 units.
    expect(checkPassword('😀😀😀😀😀😀')).toBeUndefined();
  });
  it('needs two matching entries', () => {
    expect(checkPasswordPair('secret1', 'secret2')).toBe('mismatch');
    expect(checkPasswordPair('secret1', 'secret1')).toBeUndefined();
    expect(checkPasswordPair('short', 'short')).toBe('tooShort');
  });
});

describe('required fields', () => {
  it('treats blank as missing', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled('x')).toBe(true);
    expect(missingFields({ username: 'ann', companyName: ' ', position: undefined })).toEqual([
      'companyName',
      'position',
    ]);
  });
  it('recognises six-digit verification codes', () => {
    expect(isVerificationCode('012345')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });
});
