import { LOCALE_NOT_VALID } from '@tracklane/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from '../session/session-store';
import { i18n } from './i18n';
import { NAMESPACES } from './resources';
import { appliedAntdLocale, getLocale, setLocale } from './set-locale';
import * as en from './shell-strings/en';
import * as jp from './shell-strings/jp';
import * as zh from './shell-strings/zh';

const FILES = import.meta.glob<object>('../../locales/*/*.json', { import: 'default', eager: true });
const RESOURCES = Object.fromEntries(
  (['zh', 'en', 'jp'] as const).map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, FILES[`../../locales/${lang}/${ns}.json`] ?? {}])),
  ]),
) as Record<'zh' | 'en' | 'jp', Record<(typeof NAMESPACES)[number], object>>;

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('setLocale', () => {
  beforeEach(() => localStorage.clear());

  it('accepts zh, en and jp and switches i18next, <html lang> and the stored language', () => {
    const store = createSessionStore();
    setLocale('jp', store);
    expect(getLocale(store)).toBe('jp');
    expect(i18n.language).toBe('jp');
    expect(i18n.t('notfound:back')).toBe('前のページへ');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"language":"jp"');
    setLocale('en', store);
    expect(document.documentElement.lang).toBe('en');
    setLocale('zh', store);
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("throws 'locale is not valid' for anything else and keeps the language", () => {
    const store = createSessionStore();
    setLocale('en', store);
    for (const bad of ['ja', 'fr', 'ZH', '', null, 42]) {
      expect(() => setLocale(bad, store)).toThrow(new Error(LOCALE_NOT_VALID));
    }
    expect(getLocale(store)).toBe('en');
  });

  it('maps each language to its Ant Design locale, applied with the language', () => {
    expect(zh.antd.locale).toBe('zh-cn');
    expect(en.antd.locale).toBe('en');
    expect(jp.antd.locale).toBe('ja');
    const store = createSessionStore();
    setLocale('jp', store);
    expect(appliedAntdLocale.get()?.locale).toBe('ja');
    setLocale('zh', store);
    expect(appliedAntdLocale.get()?.locale).toBe('zh-cn');
  });
});

describe('translations', () => {
  it('has a file per namespace and language, and no file outside the list', () => {
    expect(Object.keys(FILES).length).toBe(NAMESPACES.length * 3);
  });

  it.each(NAMESPACES)('namespace %s has the same non-empty keys in zh, en and jp', (ns) => {
    const en = keysOf(RESOURCES.en[ns]).sort();
    expect(en.length).toBeGreaterThan(0);
    expect(keysOf(RESOURCES.zh[ns]).sort()).toEqual(en);
    expect(keysOf(RESOURCES.jp[ns]).sort()).toEqual(en);
    for (const lang of ['zh', 'en', 'jp'] as const) {
      for (const key of en) expect(i18n.getFixedT(lang, ns)(key), `${lang} ${ns}:${key}`).toMatch(/\S/);
    }
  });
});
