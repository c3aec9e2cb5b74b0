import type { Language } from '../i18n/languages.js';

/** The schedule calls' own texts in the three interface languages (the envelope's message). */
export type ScheduleMessageKey =
  | 'polRequired'
  | 'podRequired'
  | 'portRequired'
  | 'unknownPort'
  | 'samePorts'
  | 'etaBeforeEtd'
  | 'vesselNotFound'
  | 'serviceNotFound'
  | 'timeRange';

const MESSAGES: Record<ScheduleMessageKey, Record<Language, string>> = {
  polRequired: { en: 'POL must not be empty', zh: '起运港不能为空', jp: '積港を入力してください' },
  podRequired: { en: 'POD must not be empty', zh: '目的港不能为空', jp: '揚港を入力してください' },
  portRequired: {
    en: 'port code must not be empty',
    zh: '港口代码不能为空',
    jp: '港コードを入力してください',
  },
  unknownPort: { en: 'unknown port code', zh: '未知的港口代码', jp: '不明な港コードです' },
  samePorts: {
    en: 'POL and POD must be different ports',
    zh: '起运港和目的港不能相同',
    jp: '積港と揚港は異なる港にしてください',
  },
  etaBeforeEtd: {
    en: 'the arrival date must not be before the departure date',
    zh: '到港日期不能早于离港日期',
    jp: '到着日は出発日より前にできません',
  },
  vesselNotFound: {
    en: 'no schedule found for this vessel',
    zh: '未找到该船舶的船期',
    jp: 'この船舶のスケジュールが見つかりません',
  },
  serviceNotFound: {
    en: 'no schedule found for this service',
    zh: '未找到该航线的船期',
    jp: 'このサービスのスケジュールが見つかりません',
  },
  timeRange: {
    en: 'begin must be before end',
    zh: '开始时间必须早于结束时间',
    jp: '開始時刻は終了時刻より前である必要があります',
  },
};

export function scheduleMessage(key: ScheduleMessageKey, language: Language = 'en'): string {
  return MESSAGES[key][language];
}
