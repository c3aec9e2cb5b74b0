import type { Language } from '../i18n/languages.js';

/**
 * The catalogue of export fields (issue 22: every shipment field the list and the drawer show).
 * A template is an ordered choice of these keys. The server computes each value from the
 * subscription row and the shipment's view; the web shows the labels on the template page; the
 * header row of a file uses the same labels in the export's language.
 */

export const EXPORT_FIELD_GROUPS = [
  'numbers',
  'route',
  'dates',
  'status',
  'vessels',
  'terminal',
  'meta',
] as const;
export type ExportFieldGroup = (typeof EXPORT_FIELD_GROUPS)[number];

/**
 * `date`: a typed date cell, written in the clock of `zone` (the app's one rule, docs/times.md);
 * `number`: a numeric cell; `text` anything else. `perContainer`: one value per container, so a
 * template with one row per container writes that container's value, and one row per shipment
 * writes all of them joined by ", ".
 */
export type ExportFieldType = 'text' | 'date' | 'number';
export type ExportFieldZone = 'pol' | 'pot' | 'pod' | 'pde' | 'event' | 'own';

export interface ExportFieldMeta {
  group: ExportFieldGroup;
  type: ExportFieldType;
  /** Column width in characters. */
  width: number;
  zone?: ExportFieldZone;
  perContainer?: true;
  /** Label per language: the header cell and the template page. */
  label: Record<Language, string>;
}

const f = (
  group: ExportFieldGroup,
  type: ExportFieldType,
  width: number,
  en: string,
  zh: string,
  jp: string,
  extra: Partial<Pick<ExportFieldMeta, 'zone' | 'perContainer'>> = {},
): ExportFieldMeta => ({ group, type, width, label: { en, zh, jp }, ...extra });

/** In catalogue order (the template page lists them so, by group). */
export const EXPORT_FIELDS = {
  // Numbers and parties
  businessNumber: f('numbers', 'text', 20, 'Business number', '业务编号', '業務番号'),
  billNumber: f('numbers', 'text', 20, 'B/L number', '提单号', 'B/L番号'),
  bookingNumber: f('numbers', 'text', 18, 'Booking number', '订舱号', 'ブッキング番号'),
  containerNumber: f('numbers', 'text', 16, 'Container number', '箱号', 'コンテナ番号', {
    perContainer: true,
  }),
  containerType: f('numbers', 'text', 10, 'Container type', '箱型', 'コンテナタイプ', { perContainer: true }),
  containerCount: f('numbers', 'number', 8, 'Containers', '箱量', 'コンテナ数'),
  carrierCode: f('numbers', 'text', 10, 'Carrier code', '船公司代码', '船会社コード'),
  carrierName: f('numbers', 'text', 24, 'Carrier', '船公司', '船会社'),
  remark: f('numbers', 'text', 24, 'Remark', '备注', '備考'),
  client: f('numbers', 'text', 20, 'Client', '客户', '顧客'),
  isExport: f('numbers', 'text', 8, 'Export', '出口', '輸出'),
  // Route: codes and names in the export's language
  polCode: f('route', 'text', 8, 'POL code', '起运港代码', '積地コード'),
  polName: f('route', 'text', 20, 'POL', '起运港', '積地'),
  polCountry: f('route', 'text', 8, 'POL country', '起运港国家', '積地国'),
  potCode: f('route', 'text', 8, 'POT code', '中转港代码', '積替港コード'),
  potName: f('route', 'text', 20, 'POT', '中转港', '積替港'),
  podCode: f('route', 'text', 8, 'POD code', '目的港代码', '揚地コード'),
  podName: f('route', 'text', 20, 'POD', '目的港', '揚地'),
  podCountry: f('route', 'text', 8, 'POD country', '目的港国家', '揚地国'),
  pdeCode: f('route', 'text', 8, 'Place of delivery code', '交货地代码', '引渡地コード'),
  pdeName: f('route', 'text', 20, 'Place of delivery', '交货地', '引渡地'),
  route: f('route', 'text', 32, 'Route', '航线', 'ルート'),
  // Dates, each in its port's clock (the zone fields say which)
  std: f('dates', 'date', 18, 'STD (first scheduled)', 'STD（首次计划）', 'STD（当初予定）', { zone: 'pol' }),
  etd: f('dates', 'date', 18, 'ETD', 'ETD', 'ETD', { zone: 'pol' }),
  atd: f('dates', 'date', 18, 'ATD', 'ATD', 'ATD', { zone: 'pol' }),
  sta: f('dates', 'date', 18, 'STA (first scheduled)', 'STA（首次计划）', 'STA（当初予定）', { zone: 'pod' }),
  eta: f('dates', 'date', 18, 'ETA', 'ETA', 'ETA', { zone: 'pod' }),
  ata: f('dates', 'date', 18, 'ATA', 'ATA', 'ATA', { zone: 'pod' }),
  polTimeZone: f('dates', 'text', 18, 'POL time zone', '起运港时区', '積地タイムゾーン'),
  podTimeZone: f('dates', 'text', 18, 'POD time zone', '目的港时区', '揚地タイムゾーン'),
  potEta: f('dates', 'date', 18, 'POT ETA/ATA', '中转港 ETA/ATA', '積替港 ETA/ATA', { zone: 'pot' }),
  potEtd: f('dates', 'date', 18, 'POT ETD/ATD', '中转港 ETD/ATD', '積替港 ETD/ATD', { zone: 'pot' }),
  pdeEta: f('dates', 'date', 18, 'Delivery ETA/ATA', '交货地 ETA/ATA', '引渡地 ETA/ATA', { zone: 'pde' }),
  departureDelayDays: f('dates', 'number', 10, 'Departure delay (days)', '开船延误（天）', '出港遅延（日）'),
  arrivalDelayDays: f('dates', 'number', 10, 'Arrival delay (days)', '到港延误（天）', '入港遅延（日）'),
  transitDays: f('dates', 'number', 10, 'Transit time (days)', '航程（天）', '輸送日数'),
  etaHistoryCount: f('dates', 'number', 10, 'ETA changes', 'ETA 变更次数', 'ETA変更回数'),
  etdHistoryCount: f('dates', 'number', 10, 'ETD changes', 'ETD 变更次数', 'ETD変更回数'),
  // Status and events
  status: f('status', 'text', 14, 'Status', '状态', 'ステータス'),
  stage: f('status', 'text', 14, 'Stage', '阶段', '段階'),
  completed: f('status', 'text', 8, 'Completed', '已完成', '完了'),
  warnings: f('status', 'text', 24, 'Warnings', '异常', '警告'),
  warningCount: f('status', 'number', 8, 'Warning count', '异常数', '警告数'),
  lastEvent: f('status', 'text', 24, 'Last event', '最新动态', '最新イベント', { perContainer: true }),
  lastEventTime: f('status', 'date', 18, 'Last event time', '最新动态时间', '最新イベント日時', {
    zone: 'event',
    perContainer: true,
  }),
  lastEventPlace: f('status', 'text', 20, 'Last event place', '最新动态地点', '最新イベント場所', {
    perContainer: true,
  }),
  // Vessels per leg
  vessel1: f('vessels', 'text', 20, 'Vessel (leg 1)', '船名（第1程）', '船名（第1区間）'),
  voyage1: f('vessels', 'text', 10, 'Voyage (leg 1)', '航次（第1程）', '航海番号（第1区間）'),
  imo1: f('vessels', 'text', 10, 'IMO (leg 1)', 'IMO（第1程）', 'IMO（第1区間）'),
  vessel2: f('vessels', 'text', 20, 'Vessel (leg 2)', '船名（第2程）', '船名（第2区間）'),
  voyage2: f('vessels', 'text', 10, 'Voyage (leg 2)', '航次（第2程）', '航海番号（第2区間）'),
  vessel3: f('vessels', 'text', 20, 'Vessel (leg 3)', '船名（第3程）', '船名（第3区間）'),
  voyage3: f('vessels', 'text', 10, 'Voyage (leg 3)', '航次（第3程）', '航海番号（第3区間）'),
  legCount: f('vessels', 'number', 8, 'Legs', '航段数', '区間数'),
  // Terminal
  terminalName: f('terminal', 'text', 20, 'Terminal', '码头', 'ターミナル'),
  terminalStatus: f('terminal', 'text', 16, 'Terminal status', '码头状态', 'ターミナル状況'),
  lastFreeDay: f('terminal', 'date', 14, 'Last free day', '免费期截止', 'フリータイム期限', { zone: 'pod' }),
  holds: f('terminal', 'text', 20, 'Holds', '扣留', 'ホールド'),
  // Record
  updateTime: f('meta', 'date', 18, 'Update time', '更新时间', '更新日時', { zone: 'own' }),
  createdAt: f('meta', 'date', 18, 'Tracked since', '订阅时间', '追跡開始日時', { zone: 'own' }),
} as const satisfies Record<string, ExportFieldMeta>;

export type ExportFieldKey = keyof typeof EXPORT_FIELDS;
export const EXPORT_FIELD_KEYS = Object.keys(EXPORT_FIELDS) as ExportFieldKey[];

export function isExportFieldKey(value: string): value is ExportFieldKey {
  return Object.hasOwn(EXPORT_FIELDS, value);
}

/** The default template (platform.md §4: read-only, always there). */
export const DEFAULT_EXPORT_FIELDS: readonly ExportFieldKey[] = [
  'businessNumber',
  'billNumber',
  'containerNumber',
  'carrierCode',
  'polName',
  'polCode',
  'podName',
  'podCode',
  'etd',
  'atd',
  'eta',
  'ata',
  'status',
  'warnings',
  'remark',
  'updateTime',
];
