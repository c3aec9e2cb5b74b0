import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { StatusCode } from '../errors/codes.js';
import { type SubscribeInput, validateSubscribeInput } from './subscribe-input.js';

function failure(input: SubscribeInput, language?: 'zh' | 'en' | 'jp'): AppError {
  try {
    validateSubscribeInput(input, language);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

function fieldOf(error: AppError): string | undefined {
  return (error.data as { issues: { field: string }[] }).issues[0]?.field;
}

describe('validateSubscribeInput', () => {
  it('normalises both numbers, defaults the carrier to AUTO and trims the remark', () => {
    expect(
      validateSubscribeInput({
        billNumber: ' maeu 123456789 ',
        containerNumber: 'msku-907032 3',
        remark: '  ok ',
      }),
    ).toEqual({
      billNumber: 'MAEU123456789',
      containerNumber: 'MSKU9070323',
      carrierCode: 'AUTO',
      remark: 'ok',
    });
  });

  it('accepts either number alone and an explicit carrier code', () => {
    expect(validateSubscribeInput({ billNumber: 'COSU6123456780', carrierCode: 'cosu' })).toMatchObject({
      containerNumber: null,
      carrierCode: 'COSU',
    });
    expect(validateSubscribeInput({ containerNumber: 'CSQU3054383', billNumber: '  ' })).toMatchObject({
      billNumber: null,
      containerNumber: 'CSQU3054383',
    });
  });

  it.each([
    ['both numbers empty', { billNumber: '', containerNumber: ' ' }, 'billNumber'],
    ['a malformed B/L', { billNumber: 'AB' }, 'billNumber'],
    ['a container number with a wrong check digit', { containerNumber: 'CSQU3054384' }, 'containerNumber'],
    [
      'equal numbers once normalised',
      { billNumber: 'csqu3054383', containerNumber: 'CSQU 3054383' },
      'containerNumber',
    ],
    ['a carrier code with symbols', { billNumber: 'MAEU123456789', carrierCode: 'MA-EU' }, 'carrierCode'],
    ['a one-character remark', { billNumber: 'MAEU123456789', remark: ' x ' }, 'remark'],
  ] as const)('rejects %s with 40000 naming the field', (_label, input, field) => {
    const error = failure(input);
    expect(error.statusCode).toBe(StatusCode.BAD_PARAMETER);
    expect(fieldOf(error)).toBe(field);
    // In words for the user; a camelCase wire name only in issues[] (issue 20, Words).
    for (const language of ['en', 'zh', 'jp'] as const)
      if (/[A-Z]/.test(field)) expect(failure(input, language).message).not.toContain(field);
  });

  it('counts a two-character Chinese remark as long enough', () => {
    expect(validateSubscribeInput({ billNumber: 'MAEU123456789', remark: '加急' }).remark).toBe('加急');
  });

  it('speaks the caller language', () => {
    const input = { billNumber: '', containerNumber: '' };
    const messages = (['en', 'zh', 'jp'] as const).map((language) => failure(input, language).message);
    expect(new Set(messages).size).toBe(3);
    expect(messages[1]).toMatch(/提单号/);
    expect(messages[2]).toMatch(/B\/L番号/);
  });
});
