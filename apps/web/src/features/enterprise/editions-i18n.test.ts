import { EDITION_CODES } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/enterprise.json';
import jp from '../../locales/jp/enterprise.json';
import zh from '../../locales/zh/enterprise.json';

describe('edition names', () => {
  it('has a translated name for every edition code in zh, en and jp (never the bare code)', () => {
    for (const names of [en.editions, zh.editions, jp.editions] as Record<string, string>[]) {
      for (const code of EDITION_CODES) {
        expect(names[code], code).toBeTruthy();
        expect(names[code]).not.toBe(code);
      }
    }
  });
});
