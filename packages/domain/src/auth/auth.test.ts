import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import {
  loginTypeOf,
  systemFunctionsFor,
  throttleMessage,
  verificationCodeText,
  visitorMessage,
} from './index.js';

describe('auth vocabulary', () => {
  it('has the visitor message in every language', () => {
    expect(visitorMessage()).toBe('Visitors cannot use this feature, please log in for more');
    for (const lang of LANGUAGES) expect(visitorMessage(lang)).toMatch(/\S/);
  });

  it('only tells guests apart in the login type', () => {
    expect(loginTypeOf('guest')).toBe('guest');
    expect(loginTypeOf('api')).toBe('normal');
    expect(loginTypeOf('union')).toBe('normal');
  });

  it('gives guests a subset of the member functions, named in the caller language', () => {
    const guest = systemFunctionsFor('guest', 'zh').map((f) => f.code);
    const member = systemFunctionsFor('member').map((f) => f.code);
    for (const code of ['container', 'ais-vessel', 'truck', 'booking', 'schedule'])
      expect(member).toContain(code);
    expect(guest.every((code) => member.includes(code))).toBe(true);
    expect(guest.length).toBeLessThan(member.length);
    expect(systemFunctionsFor('guest', 'zh')[0]?.name).toBe('集装箱追踪');
  });

  it('says how long to wait when throttled', () => {
    expect(throttleMessage('codeResend', 42)).toContain('42 seconds');
    expect(throttleMessage('signIn', 600)).toContain('10 minutes');
    expect(throttleMessage('signIn', 5, 'zh')).toContain('1 分钟');
  });

  it('writes the code message in the caller language', () => {
    expect(verificationCodeText('123456', 10, 'jp').text).toContain('123456');
    expect(verificationCodeText('123456', 10).subject).toMatch(/verification code/);
  });
});
