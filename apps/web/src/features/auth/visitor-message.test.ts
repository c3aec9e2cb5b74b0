import { VISITOR_MESSAGES } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import jp from '../../locales/jp/common.json';
import zh from '../../locales/zh/common.json';

describe('visitor message', () => {
  it('is the server catalogue text (platform.md §6) in every language', () => {
    expect(en.visitor.message).toBe(VISITOR_MESSAGES.en);
    expect(zh.visitor.message).toBe(VISITOR_MESSAGES.zh);
    expect(jp.visitor.message).toBe(VISITOR_MESSAGES.jp);
  });
});
