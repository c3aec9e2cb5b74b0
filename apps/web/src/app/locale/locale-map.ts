import type { Language } from '@tracklane/domain';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/** Our language codes (the spec keeps `jp`) mapped to the codes each library expects. */
export const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, jp: jaJP };
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', jp: 'ja' };
export const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en', jp: 'ja' };
