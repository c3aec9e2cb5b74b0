import type { Language } from '../i18n/languages.js';

/**
 * Features the web app shows or hides (`GET /application/system/functions`). Codes are stable:
 * the web SDK mode and the menus key on them.
 */
export const SYSTEM_FUNCTIONS = {
  container: { en: 'Container tracking', zh: '集装箱追踪', jp: 'コンテナ追跡' },
  'ais-vessel': { en: 'Vessel positions (AIS)', zh: '船舶定位（AIS）', jp: '船舶位置（AIS）' },
  schedule: { en: 'Sailing schedules', zh: '船期查询', jp: '運航スケジュール' },
  truck: { en: 'Truck tracking', zh: '卡车追踪', jp: 'トラック追跡' },
  booking: { en: 'Booking tracking', zh: '订舱追踪', jp: 'ブッキング追跡' },
  air: { en: 'Air cargo tracking', zh: '空运追踪', jp: '航空貨物追跡' },
  rail: { en: 'Rail tracking', zh: '铁路追踪', jp: '鉄道追跡' },
  terminal: { en: 'Terminal information', zh: '码头信息', jp: 'ターミナル情報' },
  statistic: { en: 'Statistics', zh: '统计分析', jp: '統計' },
  export: { en: 'Exports', zh: '数据导出', jp: 'エクスポート' },
  'api-keys': { en: 'API keys', zh: 'API 密钥', jp: 'API キー' },
  enterprise: { en: 'Enterprise centre', zh: '企业中心', jp: '企業センター' },
} as const satisfies Record<string, Record<Language, string>>;

export type SystemFunctionCode = keyof typeof SYSTEM_FUNCTIONS;

/** What visitors may use; members get every function. */
export const GUEST_FUNCTIONS: readonly SystemFunctionCode[] = ['container', 'ais-vessel', 'schedule'];

export interface SystemFunction {
  code: SystemFunctionCode;
  name: string;
}

export function systemFunctionsFor(role: 'guest' | 'member', language: Language = 'en'): SystemFunction[] {
  const codes = role === 'guest' ? GUEST_FUNCTIONS : (Object.keys(SYSTEM_FUNCTIONS) as SystemFunctionCode[]);
  return codes.map((code) => ({ code, name: SYSTEM_FUNCTIONS[code][language] }));
}
