import type { Language } from '@tracklane/domain';
import enAccount from '../../locales/en/account.json';
import enApi from '../../locales/en/api.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enEnterprise from '../../locales/en/enterprise.json';
import enHome from '../../locales/en/home.json';
import enMap from '../../locales/en/map.json';
import enNotfound from '../../locales/en/notfound.json';
import enOcean from '../../locales/en/ocean.json';
import enOceanDetail from '../../locales/en/oceanDetail.json';
import enOceanList from '../../locales/en/oceanList.json';
import enOceanSearch from '../../locales/en/oceanSearch.json';
import enSandbox from '../../locales/en/sandbox.json';
import enVessels from '../../locales/en/vessels.json';
import jpAccount from '../../locales/jp/account.json';
import jpApi from '../../locales/jp/api.json';
import jpAuth from '../../locales/jp/auth.json';
import jpCommon from '../../locales/jp/common.json';
import jpEnterprise from '../../locales/jp/enterprise.json';
import jpHome from '../../locales/jp/home.json';
import jpMap from '../../locales/jp/map.json';
import jpNotfound from '../../locales/jp/notfound.json';
import jpOcean from '../../locales/jp/ocean.json';
import jpOceanDetail from '../../locales/jp/oceanDetail.json';
import jpOceanList from '../../locales/jp/oceanList.json';
import jpOceanSearch from '../../locales/jp/oceanSearch.json';
import jpSandbox from '../../locales/jp/sandbox.json';
import jpVessels from '../../locales/jp/vessels.json';
import zhAccount from '../../locales/zh/account.json';
import zhApi from '../../locales/zh/api.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhEnterprise from '../../locales/zh/enterprise.json';
import zhHome from '../../locales/zh/home.json';
import zhMap from '../../locales/zh/map.json';
import zhNotfound from '../../locales/zh/notfound.json';
import zhOcean from '../../locales/zh/ocean.json';
import zhOceanDetail from '../../locales/zh/oceanDetail.json';
import zhOceanList from '../../locales/zh/oceanList.json';
import zhOceanSearch from '../../locales/zh/oceanSearch.json';
import zhSandbox from '../../locales/zh/sandbox.json';
import zhVessels from '../../locales/zh/vessels.json';

/** One namespace per feature plus `common` (DESIGN.md §7). A new feature adds its three files here. */
export const NAMESPACES = [
  'common',
  'home',
  'api',
  'notfound',
  'auth',
  'account',
  'sandbox',
  'enterprise',
  'ocean',
  'oceanSearch',
  'oceanList',
  'oceanDetail',
  'map',
  'vessels',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Bundled, not fetched: the shell's strings are small and must be there for the first paint.
export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  zh: {
    common: zhCommon,
    home: zhHome,
    api: zhApi,
    notfound: zhNotfound,
    auth: zhAuth,
    account: zhAccount,
    sandbox: zhSandbox,
    enterprise: zhEnterprise,
    ocean: zhOcean,
    oceanSearch: zhOceanSearch,
    oceanList: zhOceanList,
    oceanDetail: zhOceanDetail,
    map: zhMap,
    vessels: zhVessels,
  },
  en: {
    common: enCommon,
    home: enHome,
    api: enApi,
    notfound: enNotfound,
    auth: enAuth,
    account: enAccount,
    sandbox: enSandbox,
    enterprise: enEnterprise,
    ocean: enOcean,
    oceanSearch: enOceanSearch,
    oceanList: enOceanList,
    oceanDetail: enOceanDetail,
    map: enMap,
    vessels: enVessels,
  },
  jp: {
    common: jpCommon,
    home: jpHome,
    api: jpApi,
    notfound: jpNotfound,
    auth: jpAuth,
    account: jpAccount,
    sandbox: jpSandbox,
    enterprise: jpEnterprise,
    ocean: jpOcean,
    oceanSearch: jpOceanSearch,
    oceanList: jpOceanList,
    oceanDetail: jpOceanDetail,
    map: jpMap,
    vessels: jpVessels,
  },
};
