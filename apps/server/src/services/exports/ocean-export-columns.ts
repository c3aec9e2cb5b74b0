import {
  displayZone,
  type Language,
  localNameOf,
  type TimeDisplay,
  type ZonedTime,
  zonedTime,
} from '@tracklane/domain';
import type { SubscriptionItem } from '../ocean/subscription-item.js';

/** How the export writes times: the caller's choice (`timeDisplay`) and own zone. */
export interface ExportTimes {
  display: TimeDisplay;
  /** The caller's own IANA zone, for times no port applies to (UTC when unknown). */
  ownZone: string | null;
}

/** One column of the default export template: its header per language and its cell value. */
export interface ExportColumn {
  key: string;
  headers: Record<Language, string>;
  width: number;
  /** The cell; `language` is the export's, for words such as port names. */
  value(item: SubscriptionItem, times: ExportTimes, language: Language): string | ZonedTime | null;
}

/** The one rule of the pages (issue 20): the port's clock, else the caller's zone, labelled. */
const time = (iso: string | null, portZone: string | null, times: ExportTimes) =>
  zonedTime(iso, displayZone({ display: times.display, portZone, ownZone: times.ownZone }));

/**
 * The default ocean export template (platform.md §4: read-only). Templates of one's own are
 * another issue; until then every export uses this column set. Actual times win over estimates
 * in the ETD/ATD and ETA/ATA columns because a sailed shipment's estimate is history.
 */
export const OCEAN_EXPORT_COLUMNS: readonly ExportColumn[] = [
  {
    key: 'businessNumber',
    headers: { zh: '业务编号', en: 'Business number', jp: '業務番号' },
    width: 20,
    value: (i) => i.businessNumber,
  },
  {
    key: 'billNumber',
    headers: { zh: '提单号', en: 'B/L number', jp: 'B/L番号' },
    width: 20,
    value: (i) => i.billNumber,
  },
  {
    key: 'containerNumber',
    headers: { zh: '箱号', en: 'Container number', jp: 'コンテナ番号' },
    width: 16,
    value: (i) => i.containerNumber,
  },
  {
    key: 'carrierCode',
    headers: { zh: '船公司', en: 'Carrier', jp: '船会社' },
    width: 10,
    value: (i) => i.carrierCode,
  },
  {
    key: 'pol',
    headers: { zh: '起运港', en: 'POL', jp: '積地' },
    width: 24,
    value: (i, _t, language) =>
      portLabel(i.polCode, localNameOf({ en: i.polName, cn: i.polNameCn, jp: i.polNameJp }, language)),
  },
  {
    key: 'pod',
    headers: { zh: '目的港', en: 'POD', jp: '揚地' },
    width: 24,
    value: (i, _t, language) =>
      portLabel(i.podCode, localNameOf({ en: i.podName, cn: i.podNameCn, jp: i.podNameJp }, language)),
  },
  {
    key: 'departure',
    headers: { zh: 'ETD/ATD', en: 'ETD/ATD', jp: 'ETD/ATD' },
    width: 20,
    value: (i, t) => time(i.atd ?? i.etd, i.polTimeZone, t),
  },
  {
    key: 'arrival',
    headers: { zh: 'ETA/ATA', en: 'ETA/ATA', jp: 'ETA/ATA' },
    width: 20,
    value: (i, t) => time(i.ata ?? i.eta, i.podTimeZone, t),
  },
  {
    key: 'status',
    headers: { zh: '状态', en: 'Status', jp: 'ステータス' },
    width: 14,
    value: (i) => i.displayStatus,
  },
  {
    key: 'warnings',
    headers: { zh: '异常', en: 'Warnings', jp: '警告' },
    width: 18,
    value: (i) => i.warnings.join(', '),
  },
  { key: 'remark', headers: { zh: '备注', en: 'Remark', jp: '備考' }, width: 24, value: (i) => i.remark },
  {
    key: 'updateTime',
    headers: { zh: '更新时间', en: 'Update time', jp: '更新日時' },
    width: 20,
    value: (i, t) => time(i.updateTime, null, t),
  },
];

function portLabel(code: string | null, name: string | null): string | null {
  if (!code) return null;
  return name ? `${name} (${code})` : code;
}

export const headersOf = (language: Language) => OCEAN_EXPORT_COLUMNS.map((c) => c.headers[language]);

/** One spreadsheet row, in column order, port names in the export's language; empty values stay empty cells. */
export const rowOf = (item: SubscriptionItem, times: ExportTimes, language: Language) =>
  OCEAN_EXPORT_COLUMNS.map((c) => c.value(item, times, language) ?? null);

/** Sheet and file names per language. */
export const SHEET_NAMES: Record<Language, string> = { zh: '海运跟踪', en: 'Ocean tracking', jp: '海上追跡' };
