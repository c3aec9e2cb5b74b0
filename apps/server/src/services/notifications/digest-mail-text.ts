import type { Language } from '@tracklane/domain';

/**
 * The words of a digest e-mail that a notice e-mail does not have (those — event names, moves,
 * "name (code)" — come from notice-mail-text.ts), the three languages side by side. Values come
 * in as arguments, times already written on their clock.
 */
export interface DigestMailText {
  subject(p: { shipments: number; day: string }): string;
  /** "What changed from 2026-11-26 08:00 to 2026-11-27 08:00 GMT+1, by shipment:" */
  intro(p: { from: string; until: string }): string;
  /** "ATA at Rotterdam (NLRTM)" heading of an arrival. */
  arrived(port: string): string;
  /** A box's free time at the terminal ends within 72 hours. */
  lastFreeDay(port: string): string;
  /** An item's value for a moved date: "old → new (1 d later)". */
  moved(p: { before: string; after: string; movement: string }): string;
  more(count: number): string;
  links: { shipment: string; settings: string; unsubscribe: string };
  why: string;
}

const en: DigestMailText = {
  subject: ({ shipments, day }) =>
    `Tracklane digest ${day}: ${shipments} shipment${shipments === 1 ? '' : 's'} changed`,
  intro: ({ from, until }) => `What changed from ${from} to ${until}, by shipment:`,
  arrived: (port) => `Arrived at ${port}`,
  lastFreeDay: (port) => `Free time at ${port} ends`,
  moved: ({ before, after, movement }) => `${before} → ${after} (${movement})`,
  more: (count) => `…and ${count} more shipment${count === 1 ? '' : 's'} with news in Tracklane.`,
  links: { shipment: 'View the shipment', settings: 'Digest settings', unsubscribe: 'Stop digest e-mails' },
  why: 'You receive this e-mail because you scheduled a digest in Tracklane. Times are on each port’s clock.',
};

const zh: DigestMailText = {
  subject: ({ shipments, day }) => `Tracklane 摘要 ${day}：${shipments} 票货物有变化`,
  intro: ({ from, until }) => `${from} 至 ${until} 的变化（按货物）：`,
  arrived: (port) => `已到达 ${port}`,
  lastFreeDay: (port) => `${port} 免费堆存期截止`,
  moved: ({ before, after, movement }) => `${before} → ${after}（${movement}）`,
  more: (count) => `……另有 ${count} 票货物有变化，请在 Tracklane 查看。`,
  links: { shipment: '查看此票货物', settings: '摘要设置', unsubscribe: '不再接收摘要邮件' },
  why: '您收到这封邮件，是因为您在 Tracklane 设置了定时摘要。时间均为各港口当地时间。',
};

const jp: DigestMailText = {
  subject: ({ shipments, day }) => `Tracklane ダイジェスト ${day}：${shipments} 件の貨物に変更`,
  intro: ({ from, until }) => `${from} から ${until} までの変更（貨物別）：`,
  arrived: (port) => `${port}に到着`,
  lastFreeDay: (port) => `${port}のフリータイム終了`,
  moved: ({ before, after, movement }) => `${before} → ${after}（${movement}）`,
  more: (count) => `…ほか ${count} 件の貨物に変更があります。Tracklane でご確認ください。`,
  links: {
    shipment: 'この貨物を見る',
    settings: 'ダイジェスト設定',
    unsubscribe: 'ダイジェストの配信を停止',
  },
  why: 'このメールは、Tracklane で設定した定期ダイジェストに基づいてお送りしています。時刻は各港の現地時刻です。',
};

export const DIGEST_MAIL_TEXT: Record<Language, DigestMailText> = { zh, en, jp };
