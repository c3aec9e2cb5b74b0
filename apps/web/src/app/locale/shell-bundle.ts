import type { Language } from '@tracklane/domain';
import type { ConfigProviderProps } from 'antd';
import type { ShellNamespace } from './resources';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** What every page needs of a language: the shell's strings and Ant Design's (and dayjs's) locale. */
export interface ShellBundle {
  antd: AntdLocale;
  strings: Record<ShellNamespace, object>;
}

// One chunk per language, fetched when that language is first shown.
const LOADERS: Record<Language, () => Promise<ShellBundle>> = {
  zh: () => import('./shell-strings/zh'),
  en: () => import('./shell-strings/en'),
  jp: () => import('./shell-strings/jp'),
};

const pending = new Map<Language, Promise<ShellBundle>>();

/** The language's shell bundle, fetched once; a failed fetch is forgotten so the next retries. */
export function loadShellBundle(language: Language): Promise<ShellBundle> {
  let bundle = pending.get(language);
  if (!bundle) {
    bundle = LOADERS[language]();
    pending.set(language, bundle);
    bundle.catch(() => pending.delete(language));
  }
  return bundle;
}
