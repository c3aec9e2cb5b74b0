import type { Language, NotificationEvent, PlaceRole, WarningCode } from '@tracklane/domain';

/**
 * The words of notices about anything but a date change (milestones, warnings, stale data) and of
 * the places a date can be at beyond the load and discharge port, the three languages side by side.
 * notice-mail-text.ts takes the event names from here; render-notice-mail.ts lays them out.
 */
export type NewsEvent = Exclude<NotificationEvent, 'ETD_CHANGE' | 'ETA_CHANGE' | 'ATD_CHANGE' | 'ATA_CHANGE'>;
export type HoldKind = 'customs' | 'terminal' | 'carrier';

export interface NoticeNewsText {
  /** The event's name in a heading or a subject. */
  event: Record<NewsEvent, string>;
  /** Said after a port where a date's name does not tell it (ETA at a transshipment port). */
  role: Record<PlaceRole, string>;
  hold: Record<HoldKind, string>;
  /** "Customs hold set" */
  holdNews(event: 'HOLD_SET' | 'HOLD_RELEASED', kind: HoldKind): string;
  warning: Record<WarningCode, string>;
  /** "Warning: Arrival delay" */
  warningNews(name: string): string;
  /** A heading with a place role: "ETA at Singapore (SGSIN), transshipment port". */
  withRole(heading: string, role: string): string;
  labels: {
    at: string;
    seen: string;
    lastUpdate: string;
    staleSince: string;
    /** The last instant of the last free day, on the port's clock. */
    freeUntil: string;
    overdue: string;
  };
  /** "3 updates: …", the subject of several changes that are not all dates. */
  subjectMany(p: { count: number; shipment: string; route: string | null }): string;
  intro(shipment: string, count: number): string;
}

const en: NoticeNewsText = {
  event: {
    VESSEL_DEPARTED: 'Vessel departed',
    VESSEL_ARRIVED: 'Vessel arrived',
    DISCHARGED: 'Discharged',
    AVAILABLE_FOR_PICKUP: 'Available for pick-up',
    GATE_OUT: 'Gated out',
    EMPTY_RETURNED: 'Empty returned',
    HOLD_SET: 'Hold set',
    HOLD_RELEASED: 'Hold released',
    ROLLED: 'Rolled cargo',
    PORT_OMITTED: 'Port call omitted',
    WARNING: 'Warning',
    LFD_CHANGE: 'Last free day set or changed',
    LFD_DUE: 'Last free day in 48 hours',
    DATA_STALE: 'Tracking data stale',
  },
  role: {
    POL: 'port of loading',
    POT: 'transshipment port',
    POD: 'port of discharge',
    PDE: 'final destination',
  },
  hold: { customs: 'Customs', terminal: 'Terminal', carrier: 'Carrier' },
  holdNews: (event, kind) => `${en.hold[kind]} ${event === 'HOLD_SET' ? 'hold set' : 'hold released'}`,
  warning: {
    WGITM: 'Gate-in overdue',
    WDUMP: 'Yard move',
    WDLPT: 'Rolled cargo',
    WTSBA: 'Transshipment port call omitted',
    WBDAR: 'Discharge port call omitted',
    WGTOT: 'Dwell at the port of discharge',
    WPCGI: 'Port call omitted',
    WETA: 'Arrival delay',
    WSTCS: 'Stripping overdue',
    WRCVE: 'Empty return overdue',
  },
  warningNews: (name) => `Warning: ${name}`,
  withRole: (heading, role) => `${heading}, ${role}`,
  labels: {
    at: 'Time',
    seen: 'Seen',
    lastUpdate: 'Last update from the carrier',
    staleSince: 'Stale since',
    freeUntil: 'Free time ends',
    overdue: 'Overdue milestone',
  },
  subjectMany: ({ count, shipment, route }) => `${count} updates: ${shipment}${route ? `, ${route}` : ''}`,
  intro: (shipment, count) =>
    count === 1 ? `News about ${shipment}:` : `${count} updates about ${shipment}:`,
};

const zh: NoticeNewsText = {
  event: {
    VESSEL_DEPARTED: '船舶已离港',
    VESSEL_ARRIVED: '船舶已到港',
    DISCHARGED: '已卸船',
    AVAILABLE_FOR_PICKUP: '可提货',
    GATE_OUT: '已提箱出场',
    EMPTY_RETURNED: '空箱已还',
    HOLD_SET: '扣留',
    HOLD_RELEASED: '放行',
    ROLLED: '甩柜',
    PORT_OMITTED: '跳港',
    WARNING: '预警',
    LFD_CHANGE: '免费堆存期截止日设定或变更',
    LFD_DUE: '免费堆存期 48 小时内截止',
    DATA_STALE: '跟踪数据停更',
  },
  role: { POL: '起运港', POT: '中转港', POD: '目的港', PDE: '目的地' },
  hold: { customs: '海关', terminal: '码头', carrier: '船公司' },
  holdNews: (event, kind) => `${zh.hold[kind]}${event === 'HOLD_SET' ? '扣留' : '放行'}`,
  warning: {
    WGITM: '进港超时',
    WDUMP: '场内移箱',
    WDLPT: '甩柜',
    WTSBA: '中转港跳港',
    WBDAR: '目的港跳港',
    WGTOT: '目的港滞留',
    WPCGI: '跳港',
    WETA: '到港延误',
    WSTCS: '拆箱超时',
    WRCVE: '超期用箱',
  },
  warningNews: (name) => `预警：${name}`,
  withRole: (heading, role) => `${heading}（${role}）`,
  labels: {
    at: '时间',
    seen: '发现时间',
    lastUpdate: '船公司最后更新',
    staleSince: '停更判定时间',
    freeUntil: '免费期截止',
    overdue: '逾期节点',
  },
  subjectMany: ({ count, shipment, route }) => `${count} 项动态：${shipment}${route ? `，${route}` : ''}`,
  intro: (shipment, count) =>
    count === 1 ? `${shipment} 有 1 项新动态：` : `${shipment} 有 ${count} 项新动态：`,
};

const jp: NoticeNewsText = {
  event: {
    VESSEL_DEPARTED: '本船出港',
    VESSEL_ARRIVED: '本船入港',
    DISCHARGED: '荷揚げ',
    AVAILABLE_FOR_PICKUP: '引取可能',
    GATE_OUT: '搬出',
    EMPTY_RETURNED: '空コンテナ返却',
    HOLD_SET: 'ホールド',
    HOLD_RELEASED: 'ホールド解除',
    ROLLED: 'ロールオーバー',
    PORT_OMITTED: '抜港',
    WARNING: '警告',
    LFD_CHANGE: 'フリータイム最終日の設定・変更',
    LFD_DUE: 'フリータイム終了まで 48 時間',
    DATA_STALE: '追跡データの更新停止',
  },
  role: { POL: '積港', POT: '積替港', POD: '揚港', PDE: '最終仕向地' },
  hold: { customs: '税関', terminal: 'ターミナル', carrier: '船会社' },
  holdNews: (event, kind) => `${jp.hold[kind]}${event === 'HOLD_SET' ? 'ホールド' : 'ホールド解除'}`,
  warning: {
    WGITM: '搬入遅延',
    WDUMP: 'ヤード内移動',
    WDLPT: 'ロールオーバー',
    WTSBA: '積替港の抜港',
    WBDAR: '揚港の抜港',
    WGTOT: '揚港滞留',
    WPCGI: '抜港',
    WETA: '到着遅延',
    WSTCS: 'デバン遅延',
    WRCVE: '空コンテナ返却遅延',
  },
  warningNews: (name) => `警告：${name}`,
  withRole: (heading, role) => `${heading}（${role}）`,
  labels: {
    at: '日時',
    seen: '検知日時',
    lastUpdate: '船会社の最終更新',
    staleSince: '更新停止と判断した日時',
    freeUntil: 'フリータイム終了',
    overdue: '遅延しているマイルストーン',
  },
  subjectMany: ({ count, shipment, route }) =>
    `お知らせ ${count} 件：${shipment}${route ? `、${route}` : ''}`,
  intro: (shipment, count) =>
    count === 1
      ? `${shipment} に新しい動きがあります。`
      : `${shipment} に ${count} 件の新しい動きがあります。`,
};

export const NOTICE_NEWS_TEXT: Record<Language, NoticeNewsText> = { zh, en, jp };

const HOLD_OF: Record<string, HoldKind> = {
  CUIP: 'customs',
  PASS: 'customs',
  TMHD: 'terminal',
  TMPS: 'terminal',
  SRHD: 'carrier',
  SRRS: 'carrier',
};

/** What a change that is not a date change is called: "Customs hold set", "Warning: Arrival delay". */
export function newsHeadline(
  t: NoticeNewsText,
  change: { event: NewsEvent; code?: string | null | undefined },
): string {
  const code = change.code ?? '';
  if (change.event === 'HOLD_SET' || change.event === 'HOLD_RELEASED') {
    const kind = HOLD_OF[code];
    return kind ? t.holdNews(change.event, kind) : t.event[change.event];
  }
  if (change.event === 'WARNING') {
    const name = (t.warning as Record<string, string>)[code];
    return t.warningNews(name ?? code);
  }
  return t.event[change.event];
}
