import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { AppError } from './app-error.js';
import { ALL_STATUS_CODES, httpStatusOf, isSuccessCode, StatusCode } from './codes.js';
import { ERROR_MESSAGES, messageOf } from './messages.js';

describe('error catalogue', () => {
  it('holds exactly the codes of platform.md §8, plus 50300 (server busy, load shedding)', () => {
    expect([...ALL_STATUS_CODES].sort()).toEqual(
      [
        20000, 20001, 40000, 40001, 40010, 40011, 40020, 40100, 40101, 40102, 40103, 40300, 40400, 40500,
        42900, 50000, 50300,
      ].sort(),
    );
  });

  it('maps each code to the HTTP status of its class', () => {
    for (const code of ALL_STATUS_CODES) {
      const cls = Math.floor(code / 100);
      const expected = cls === 200 ? 200 : cls;
      expect(httpStatusOf(code), String(code)).toBe(expected);
    }
  });

  it('treats any code starting with 200 as success', () => {
    expect(isSuccessCode(20000)).toBe(true);
    expect(isSuccessCode(20001)).toBe(true);
    expect(isSuccessCode(2009)).toBe(true);
    expect(isSuccessCode(40000)).toBe(false);
    expect(isSuccessCode(50000)).toBe(false);
  });

  it('has a non-empty message for every code in zh, en and jp', () => {
    for (const lang of LANGUAGES) {
      for (const code of ALL_STATUS_CODES) {
        expect(ERROR_MESSAGES[lang][code], `${lang} ${code}`).toMatch(/\S/);
      }
    }
    expect(messageOf(StatusCode.ACCOUNT_DISABLED)).toBe('User is disabled, please contact customer service!');
  });

  it('AppError carries its code, HTTP status and data', () => {
    const err = new AppError(StatusCode.CALL_LIMIT_EXCEEDED, undefined, { retryAfterMs: 1000 });
    expect(err.statusCode).toBe(42900);
    expect(err.httpStatus).toBe(429);
    expect(err.hasCustomMessage).toBe(false);
    expect(new AppError(StatusCode.BAD_PARAMETER, 'pageSize must be positive').hasCustomMessage).toBe(true);
    expect(err.data).toEqual({ retryAfterMs: 1000 });
  });
});
