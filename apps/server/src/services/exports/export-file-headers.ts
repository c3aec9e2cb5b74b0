import { EXPORT_FIELDS, type ExportFieldKey, type Language, type TimeDisplay } from '@tracklane/domain';

type Zone = 'pol' | 'pot' | 'pod' | 'pde' | 'event' | 'own';

/** What a date column's header says of its clock (docs/times.md), in the export's language. */
const PORT_RULE: Record<Zone, Record<Language, string>> = {
  pol: { en: 'POL time', zh: '起运港时间', jp: '積地時間' },
  pot: { en: 'POT time', zh: '中转港时间', jp: '積替港時間' },
  pod: { en: 'POD time', zh: '目的港时间', jp: '揚地時間' },
  pde: { en: 'delivery place time', zh: '交货地时间', jp: '引渡地時間' },
  event: { en: 'event place time', zh: '动态地点时间', jp: 'イベント地時間' },
  own: { en: 'your time zone', zh: '您的时区', jp: 'ご利用のタイムゾーン' },
};

const bracket = (label: string, note: string, language: Language) =>
  language === 'en' ? `${label} (${note})` : `${label}（${note}）`;

/**
 * The header cell of a field: its catalogue label in the export's language; a date column also
 * says which clock it is on (the port's, as the pages show it, or the fixed zone the member chose).
 */
export function fieldHeader(key: ExportFieldKey, language: Language, display: TimeDisplay): string {
  const meta = EXPORT_FIELDS[key];
  const label = meta.label[language];
  if (meta.type !== 'date') return label;
  if (display === 'utc') return bracket(label, 'UTC', language);
  if (display === 'utc8') return bracket(label, 'UTC+8', language);
  return bracket(label, PORT_RULE[(meta as { zone?: Zone }).zone ?? 'own'][language], language);
}
