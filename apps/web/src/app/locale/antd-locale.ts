import type { Language } from '@tracklane/domain';
import type { ConfigProviderProps } from 'antd';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

// One small chunk per language: Ant Design's locale, and dayjs's registered by importing it.
const LOADERS: Record<Language, () => Promise<AntdLocale>> = {
  zh: () => import('./lib-locales/zh').then((m) => m.antd),
  en: () => import('./lib-locales/en').then((m) => m.antd),
  jp: () => import('./lib-locales/jp').then((m) => m.antd),
};

const pending = new Map<Language, Promise<AntdLocale>>();

/** The language's Ant Design locale, fetched once; a failed fetch is forgotten so the next retries. */
export function loadAntdLocale(language: Language): Promise<AntdLocale> {
  let locale = pending.get(language);
  if (!locale) {
    locale = LOADERS[language]();
    pending.set(language, locale);
    locale.catch(() => pending.delete(language));
  }
  return locale;
}
