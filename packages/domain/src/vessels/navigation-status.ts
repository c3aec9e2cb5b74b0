import type { Language } from '../i18n/languages.js';

/**
 * AIS navigation status (ITU-R M.1371 message 1–3, platform.md §3: codes 0–15 and -1). 9–13 are
 * reserved by ITU (9 and 10 for future dangerous-goods amendments), 14 is AIS-SART active, 15
 * (and our -1: no status, e.g. class B) "not defined".
 */
const TEXTS: Record<number, Record<Language, string>> = {
  0: { en: 'Under way using engine', zh: '在航（主机推动）', jp: '機関航行中' },
  1: { en: 'At anchor', zh: '锚泊', jp: '錨泊中' },
  2: { en: 'Not under command', zh: '失控', jp: '運転不自由' },
  3: { en: 'Restricted manoeuvrability', zh: '操纵受限', jp: '操縦性能制限' },
  4: { en: 'Constrained by her draught', zh: '吃水受限', jp: '喫水制限' },
  5: { en: 'Moored', zh: '系泊', jp: '係留中' },
  6: { en: 'Aground', zh: '搁浅', jp: '座礁' },
  7: { en: 'Engaged in fishing', zh: '从事捕捞', jp: '漁ろう中' },
  8: { en: 'Under way sailing', zh: '在航（帆船）', jp: '帆走中' },
  9: { en: 'Reserved (HSC)', zh: '保留（高速船）', jp: '予約（高速船）' },
  10: { en: 'Reserved (WIG)', zh: '保留（地效翼船）', jp: '予約（表面効果翼船）' },
  11: { en: 'Power-driven vessel towing astern', zh: '机动船尾拖', jp: '動力船による曳航（船尾）' },
  12: {
    en: 'Power-driven vessel pushing ahead or towing alongside',
    zh: '机动船顶推或旁拖',
    jp: '動力船による押航・横抱き曳航',
  },
  13: { en: 'Reserved', zh: '保留', jp: '予約' },
  14: { en: 'AIS-SART active', zh: 'AIS 搜救发射器启动', jp: 'AIS-SART 作動中' },
  15: { en: 'Not defined', zh: '未定义', jp: '未定義' },
  [-1]: { en: 'Unknown', zh: '未知', jp: '不明' },
};

export const NAVIGATION_STATUS_CODES = Object.keys(TEXTS)
  .map(Number)
  .sort((a, b) => a - b);

export function navigationStatusText(code: number, language: Language = 'en'): string {
  return (TEXTS[code] ?? TEXTS[-1])?.[language] ?? '';
}
