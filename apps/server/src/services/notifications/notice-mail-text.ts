import type { Language, NoticeChange, NotificationEvent } from '@tracklane/domain';
import { NOTICE_NEWS_TEXT } from './notice-news-text.js';

/**
 * Every word of a notice e-mail, the three languages side by side so a translation is reviewed
 * against the others. Values (numbers, names, times) come in as arguments; nothing here formats a
 * date (docs/times.md).
 */

/** A change's size, already rounded (render-notice-mail.ts `splitDuration`). */
export interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

/** How a date changed: moved by a size, given for the first time, or corrected within a minute. */
export type Movement =
  | { kind: 'moved'; later: boolean; duration: Duration }
  | { kind: 'first' }
  | { kind: 'corrected' };

export interface NoticeMailText {
  /** The `lang` of the HTML document. */
  htmlLang: string;
  /** Between a label and its value in the text part. */
  colon: string;
  /** The event's name in a heading or a subject (dates here, the others from notice-news-text.ts). */
  event: Record<NotificationEvent, string>;
  duration(d: Duration): string;
  /** What happened to the date, in a change's table: "1 d 6 h later". */
  movement(m: Movement): string;
  /** "ETA moved 1 d 6 h later", the subject's first half. */
  headline(event: NotificationEvent, m: Movement): string;
  subjectOne(p: { headline: string; shipment: string; port: string }): string;
  subjectMany(p: { count: number; shipment: string; route: string | null }): string;
  /** "MSKU1234565 (Maersk)" */
  shipment(number: string, carrier: string | null): string;
  /** "Rotterdam (NLRTM)", "Maersk (MAEU)": a name with its code, or the code alone. */
  withCode(name: string | null, code: string): string;
  /** "ETA at Rotterdam (NLRTM)", a change's heading. */
  changeAt(event: string, port: string): string;
  source: Record<NoticeChange['source'], string>;
  greeting(name: string): string;
  intro(shipment: string, count: number): string;
  labels: {
    before: string;
    after: string;
    change: string;
    source: string;
    vessel: string;
    carrier: string;
    route: string;
    /** "Departure, Shanghai (CNSHA)": the row of a port call's times. */
    departureAt(port: string): string;
    arrivalAt(port: string): string;
    scheduled: string;
    estimated: string;
    actual: string;
  };
  /** Shown for a value that is not known (no old date, no voyage). */
  none: string;
  links: { shipment: string; settings: string; unsubscribe: string };
  /** Why this e-mail came, at its foot. */
  why: string;
}

const firstIsActual = (event: NotificationEvent) => event === 'ATD_CHANGE' || event === 'ATA_CHANGE';

const en: NoticeMailText = {
  htmlLang: 'en',
  colon: ': ',
  event: {
    ETD_CHANGE: 'ETD',
    ETA_CHANGE: 'ETA',
    ATD_CHANGE: 'ATD',
    ATA_CHANGE: 'ATA',
    ...NOTICE_NEWS_TEXT.en.event,
  },
  duration: ({ days, hours, minutes }) =>
    [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`].filter(Boolean).join(' '),
  movement: (m) =>
    m.kind === 'moved'
      ? `${en.duration(m.duration)} ${m.later ? 'later' : 'earlier'}`
      : m.kind === 'first'
        ? 'new date'
        : 'time corrected',
  headline: (event, m) =>
    m.kind === 'moved'
      ? `${en.event[event]} moved ${en.movement(m)}`
      : m.kind === 'first'
        ? firstIsActual(event)
          ? `${en.event[event]} recorded`
          : `New ${en.event[event]}`
        : `${en.event[event]} corrected`,
  subjectOne: ({ headline, shipment, port }) => `${headline}: ${shipment} at ${port}`,
  subjectMany: ({ count, shipment, route }) =>
    `${count} date changes: ${shipment}${route ? `, ${route}` : ''}`,
  shipment: (number, carrier) => (carrier ? `${number} (${carrier})` : number),
  withCode: (name, code) => (name ? `${name} (${code})` : code),
  changeAt: (event, port) => `${event} at ${port}`,
  source: { carrier: 'carrier', ais: 'AIS vessel position' },
  greeting: (name) => `Hello ${name},`,
  intro: (shipment, count) =>
    count === 1 ? `A date of ${shipment} has changed:` : `${count} dates of ${shipment} have changed:`,
  labels: {
    before: 'Before',
    after: 'Now',
    change: 'Change',
    source: 'Source',
    vessel: 'Vessel / voyage',
    carrier: 'Carrier',
    route: 'Port of loading → discharge',
    departureAt: (port) => `Departure, ${port}`,
    arrivalAt: (port) => `Arrival, ${port}`,
    scheduled: 'scheduled',
    estimated: 'estimated',
    actual: 'actual',
  },
  none: '—',
  links: {
    shipment: 'View the shipment',
    settings: 'Notification settings',
    unsubscribe: 'Stop these e-mails',
  },
  why: 'You receive this e-mail because of your notification rule in Tracklane.',
};

const zh: NoticeMailText = {
  htmlLang: 'zh-CN',
  colon: '：',
  event: {
    ETD_CHANGE: '预计离港时间',
    ETA_CHANGE: '预计到港时间',
    ATD_CHANGE: '实际离港时间',
    ATA_CHANGE: '实际到港时间',
    ...NOTICE_NEWS_TEXT.zh.event,
  },
  duration: ({ days, hours, minutes }) =>
    [days && `${days} 天`, hours && `${hours} 小时`, minutes && `${minutes} 分钟`].filter(Boolean).join(' '),
  movement: (m) =>
    m.kind === 'moved'
      ? `${m.later ? '推迟' : '提前'} ${zh.duration(m.duration)}`
      : m.kind === 'first'
        ? '新日期'
        : '时间已更正',
  headline: (event, m) =>
    m.kind === 'moved'
      ? `${zh.event[event]}${zh.movement(m)}`
      : m.kind === 'first'
        ? `${zh.event[event]}${firstIsActual(event) ? '已确认' : '首次公布'}`
        : `${zh.event[event]}已更正`,
  subjectOne: ({ headline, shipment, port }) => `${headline}：${shipment}，${port}`,
  subjectMany: ({ count, shipment, route }) => `${count} 项日期变更：${shipment}${route ? `，${route}` : ''}`,
  shipment: (number, carrier) => (carrier ? `${number}（${carrier}）` : number),
  withCode: (name, code) => (name ? `${name}（${code}）` : code),
  changeAt: (event, port) => `${port} ${event}`,
  source: { carrier: '船公司', ais: 'AIS 船位' },
  greeting: (name) => `${name}，您好：`,
  intro: (shipment, count) =>
    count === 1 ? `${shipment} 有 1 项日期变更：` : `${shipment} 有 ${count} 项日期变更：`,
  labels: {
    before: '原时间',
    after: '新时间',
    change: '变化',
    source: '来源',
    vessel: '船名 / 航次',
    carrier: '船公司',
    route: '起运港 → 目的港',
    departureAt: (port) => `${port} 离港`,
    arrivalAt: (port) => `${port} 到港`,
    scheduled: '计划',
    estimated: '预计',
    actual: '实际',
  },
  none: '—',
  links: { shipment: '查看此票货物', settings: '通知设置', unsubscribe: '不再接收此类邮件' },
  why: '您收到这封邮件，是因为您在 Tracklane 设置了提醒规则。',
};

const jp: NoticeMailText = {
  htmlLang: 'ja',
  colon: '：',
  event: {
    ETD_CHANGE: '出港予定',
    ETA_CHANGE: '入港予定',
    ATD_CHANGE: '出港実績',
    ATA_CHANGE: '入港実績',
    ...NOTICE_NEWS_TEXT.jp.event,
  },
  duration: ({ days, hours, minutes }) =>
    [days && `${days}日`, hours && `${hours}時間`, minutes && `${minutes}分`].filter(Boolean).join(''),
  movement: (m) =>
    m.kind === 'moved'
      ? `${jp.duration(m.duration)}${m.later ? '遅れ' : '前倒し'}`
      : m.kind === 'first'
        ? '新しい日時'
        : '時刻の訂正',
  headline: (event, m) =>
    m.kind === 'moved'
      ? `${jp.event[event]}が${jp.movement(m)}`
      : m.kind === 'first'
        ? `${jp.event[event]}${firstIsActual(event) ? 'を確認' : 'が判明'}`
        : `${jp.event[event]}を訂正`,
  subjectOne: ({ headline, shipment, port }) => `${headline}：${shipment}、${port}`,
  subjectMany: ({ count, shipment, route }) =>
    `日程の変更 ${count} 件：${shipment}${route ? `、${route}` : ''}`,
  shipment: (number, carrier) => (carrier ? `${number}（${carrier}）` : number),
  withCode: (name, code) => (name ? `${name}（${code}）` : code),
  changeAt: (event, port) => `${port}の${event}`,
  source: { carrier: '船会社', ais: 'AIS 船位情報' },
  greeting: (name) => `${name} 様`,
  intro: (shipment, count) =>
    count === 1 ? `${shipment} の日程が変更されました。` : `${shipment} の日程が ${count} 件変更されました。`,
  labels: {
    before: '変更前',
    after: '変更後',
    change: '変化',
    source: '情報源',
    vessel: '本船 / 航海番号',
    carrier: '船会社',
    route: '積港 → 揚港',
    departureAt: (port) => `${port} 出港`,
    arrivalAt: (port) => `${port} 入港`,
    scheduled: '予定',
    estimated: '見込み',
    actual: '実績',
  },
  none: '—',
  links: { shipment: 'この貨物を見る', settings: '通知設定', unsubscribe: 'このメールの配信を停止' },
  why: 'このメールは、Tracklane の通知ルールに基づいてお送りしています。',
};

export const NOTICE_MAIL_TEXT: Record<Language, NoticeMailText> = { zh, en, jp };
