import type { Language } from '../i18n/languages.js';

/** The vessel calls' own texts, in the three interface languages (put in the envelope's message). */
export type VesselMessageKey = 'notFound' | 'timeRange';

const MESSAGES: Record<VesselMessageKey, Record<Language, string>> = {
  notFound: {
    en: 'no AIS data for this vessel',
    zh: '该船舶暂无 AIS 数据',
    jp: 'この船舶の AIS データはありません',
  },
  timeRange: {
    en: 'startTime must be before endTime',
    zh: '开始时间必须早于结束时间',
    jp: '開始時刻は終了時刻より前である必要があります',
  },
};

export function vesselMessage(key: VesselMessageKey, language: Language = 'en'): string {
  return MESSAGES[key][language];
}
