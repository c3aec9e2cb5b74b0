import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { FIELD_PROBLEMS, fieldLabel, fieldProblemText, LABELLED_FIELDS } from './field-problems.js';

describe('field problems', () => {
  it('writes every problem of every labelled field in each language without a wire name or a hole', () => {
    for (const language of LANGUAGES)
      for (const problem of FIELD_PROBLEMS)
        for (const field of LABELLED_FIELDS) {
          const text = fieldProblemText(field, problem, language, { max: 32, min: 6 });
          expect(text).not.toMatch(/[{}]/);
          // `code` and `name` are English words too; the rule is about camelCase wire names.
          if (/[A-Z]/.test(field)) expect(text).not.toContain(field);
        }
  });

  it('names the field in the language of the page', () => {
    expect(fieldProblemText('roundCode', 'codeWrongOrExpired', 'en')).toBe(
      'Verification code is wrong or expired',
    );
    expect(fieldProblemText('roundCode', 'required', 'zh')).toBe('验证码不能为空');
    expect(fieldProblemText('roundCode', 'required', 'jp')).toBe('認証コードを入力してください');
    expect(fieldProblemText('emailCode', 'codeFirst', 'en', { label: 'email' })).toBe(
      'Verification code is required: send a code to the new e-mail address first',
    );
  });

  it('labels a nested wire path by its last named part and leaves an unknown field as it is', () => {
    expect(fieldLabel('items.2.username', 'zh')).toBe('用户名');
    expect(fieldLabel('pageSize', 'zh')).toBe('pageSize');
  });
});
