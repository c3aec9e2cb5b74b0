import type { Language } from '@tracklane/domain';

/** Our language codes (the spec keeps `jp`) mapped to the codes each library expects. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', jp: 'ja' };
export const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en', jp: 'ja' };
