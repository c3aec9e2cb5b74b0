import type { Language } from '@tracklane/domain';
import enApi from '../../locales/en/api.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enNotfound from '../../locales/en/notfound.json';
import jpApi from '../../locales/jp/api.json';
import jpCommon from '../../locales/jp/common.json';
import jpHome from '../../locales/jp/home.json';
import jpNotfound from '../../locales/jp/notfound.json';
import zhApi from '../../locales/zh/api.json';
import zhCommon from '../../locales/zh/common.json';
import zhHome from '../../locales/zh/home.json';
import zhNotfound from '../../locales/zh/notfound.json';

/** One namespace per feature plus `common` (DESIGN.md §7). A new feature adds its three files here. */
export const NAMESPACES = ['common', 'home', 'api', 'notfound'] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Bundled, not fetched: the shell's strings are small and must be there for the first paint.
export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  zh: { common: zhCommon, home: zhHome, api: zhApi, notfound: zhNotfound },
  en: { common: enCommon, home: enHome, api: enApi, notfound: enNotfound },
  jp: { common: jpCommon, home: jpHome, api: jpApi, notfound: jpNotfound },
};
