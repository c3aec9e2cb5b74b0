import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  checkAvatar,
  checkConfirm,
  checkEmail,
  checkEmailOrMobile,
  checkMobile,
  checkPassword,
  checkRequired,
  contactKind,
  isChinaMobile,
  isEmail,
  normalizeMobile,
} from './validation';

describe('account form rules (platform.md §5)', () => {
  it('accepts well-formed e-mail addresses only', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', ' x@y.cn '])
      expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.com', '@b.com', 'a@.com', 'a@b..com'])
      expect(isEmail(bad)).toBe(false);
  });

  it('accepts mainland-China mobile numbers, with or without +86', () => {
    for (const ok of ['13800138000', '19912345678', '+8613800138000', '86 13800138000']) {
      expect(isChinaMobile(ok)).toBe(true);
    }
    for (const bad of ['12800138000', '1380013800', '138001380001', '+1 4155550100', 'abc']) {
      expect(isChinaMobile(bad)).toBe(false);
    }
    expect(normalizeMobile('+86 13800138000')).toBe('13800138000');
  });

  it('tells e-mail from mobile', () => {
    expect(contactKind('a@b.com')).toBe('email');
    expect(contactKind('13800138000')).toBe('mobile');
    expect(contactKind('hello')).toBeNull();
    expect(checkEmailOrMobile('hello')).toBe('validation.emailOrMobile');
    expect(checkEmailOrMobile('13800138000')).toBeNull();
  });

  it('requires non-blank values', () => {
    expect(checkRequired('')).toBe('validation.required');
    expect(checkRequired('   ')).toBe('validation.required');
    expect(checkRequired(undefined)).toBe('validation.required');
    expect(checkRequired('x')).toBeNull();
  });

  it('leaves empty optional fields to the required rule', () => {
    expect(checkEmail('')).toBeNull();
    expect(checkMobile(undefined)).toBeNull();
    expect(checkEmail('nope')).toBe('validation.email');
    expect(checkMobile('123')).toBe('validation.mobile');
  });

  it('wants 6 to 16 characters and two matching entries', () => {
    expect(checkPassword('12345')).toBe('validation.passwordLength');
    expect(checkPassword('123456')).toBeNull();
    expect(checkPassword('a'.repeat(16))).toBeNull();
    expect(checkPassword('a'.repeat(17))).toBe('validation.passwordLength');
    expect(checkConfirm('secret1', 'secret2')).toBe('validation.passwordMismatch');
    expect(checkConfirm('secret1', 'secret1')).toBeNull();
  });

  it('checks avatar type and size before upload', () => {
    expect(checkAvatar({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatar({ type: 'image/gif', size: 1000 })).toBe('validation.avatarType');
    expect(checkAvatar({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('validation.avatarSize');
  });
});
