import type { Language } from '@tracklane/domain';

/** One decimal at most: legs carry tenths of a day, whole sailings whole days. */
function round(days: number): string {
  const r = Math.round(days * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
}

/** "29 days", "1 day", "29天", "29日"; a transit under a tenth of a day still reads as one. */
export function formatTransitDays(days: number, language: Language): string {
  const n = round(Math.max(days, 0.1));
  switch (language) {
    case 'zh':
      return `${n}天`;
    case 'jp':
      return `${n}日`;
    case 'en':
      return n === '1' ? '1 day' : `${n} days`;
  }
}

/** "33–36 days" for a group whose sailings differ, else the one figure. */
export function formatTransitRange(min: number, max: number, language: Language): string {
  if (min === max) return formatTransitDays(min, language);
  const unit = formatTransitDays(max, language);
  return `${round(min)}–${unit}`;
}

const UNITS: Record<Language, { h: string; d: string }> = {
  zh: { h: '小时', d: '天' },
  en: { h: ' h', d: ' d' },
  jp: { h: '時間', d: '日' },
};

/** A shift from plan as "+10 h" / "−3 h" / "+1.5 d" (a day or more in days). */
export function formatShiftHours(hours: number, language: Language): string {
  const unit = UNITS[language];
  const abs = Math.abs(hours);
  // The sign follows the figure shown: −0.1 h reads as ±0, not −0.
  const [figure, suffix] = abs >= 24 ? [round(abs / 24), unit.d] : [String(Math.round(abs)), unit.h];
  const sign = Number(figure) === 0 ? '±' : hours > 0 ? '+' : '−';
  return `${sign}${figure}${suffix}`;
}
