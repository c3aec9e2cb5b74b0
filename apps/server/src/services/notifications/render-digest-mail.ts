import { displayZone, type Language, zonedTime, zonedTimeText } from '@tracklane/domain';
import type { DigestContent, DigestItem } from './digest-content.js';
import { type DigestMailContent, digestMailHtml } from './digest-mail-html.js';
import { DIGEST_MAIL_TEXT } from './digest-mail-text.js';
import { NOTICE_MAIL_TEXT } from './notice-mail-text.js';
import { NOTICE_NEWS_TEXT, newsHeadline } from './notice-news-text.js';
import { movementOf } from './render-notice-mail.js';

export interface DigestMailInput {
  language: Language;
  recipientName: string;
  content: DigestContent;
  coveredFrom: Date;
  coveredUntil: Date;
  /** The schedule's zone: the period covered is shown on it. */
  timeZone: string;
  portOf(code: string): { name: string; timeZone: string | null } | null;
  carrierOf?: ((code: string) => string | null) | undefined;
  links: { shipment(subscriptionId: string): string; settings: string; unsubscribe: string };
}

/**
 * A digest e-mail in the member's language: what changed in the period, grouped by shipment,
 * each linked; dates on their port's clock with the zone's label (docs/times.md), the period on
 * the schedule's clock.
 */
export function renderDigestMail(input: DigestMailInput): { subject: string; text: string; html: string } {
  const n = NOTICE_MAIL_TEXT[input.language];
  const d = DIGEST_MAIL_TEXT[input.language];
  const portText = (code: string) => n.withCode(input.portOf(code)?.name ?? null, code);
  const period = (at: Date) => zonedTimeText(at, input.timeZone) ?? at.toISOString();
  const day = zonedTime(input.coveredUntil, input.timeZone)?.text.slice(0, 10) ?? '';
  const { shipments, total } = input.content;

  const content: DigestMailContent = {
    lang: n.htmlLang,
    colon: n.colon,
    subject: d.subject({ shipments: total, day }),
    greeting: n.greeting(input.recipientName),
    intro: d.intro({ from: period(input.coveredFrom), until: period(input.coveredUntil) }),
    shipments: shipments.map((s) => {
      const carrierName = input.carrierOf?.(s.carrierCode) ?? null;
      return {
        heading: n.shipment(s.businessNumber, carrierName ?? s.carrierCode),
        href: input.links.shipment(s.subscriptionId),
        linkLabel: n.links.shipment,
        items: s.items.map((item) => itemRow(input, item, portText(item.portCode))),
        details: [
          [n.labels.vessel, [s.vessel, s.voyage].filter(Boolean).join(' / ') || n.none],
          [
            n.labels.route,
            s.polCode || s.podCode
              ? `${s.polCode ? portText(s.polCode) : '?'} → ${s.podCode ? portText(s.podCode) : '?'}`
              : n.none,
          ],
        ],
      };
    }),
    more: total > shipments.length ? d.more(total - shipments.length) : null,
    links: [
      { label: d.links.settings, href: input.links.settings },
      { label: d.links.unsubscribe, href: input.links.unsubscribe },
    ],
    why: d.why,
  };
  const subject = content.subject;
  return { subject, text: digestMailText(content), html: digestMailHtml(content) };
}

function itemRow(input: DigestMailInput, item: DigestItem, port: string): [string, string] {
  const n = NOTICE_MAIL_TEXT[input.language];
  const d = DIGEST_MAIL_TEXT[input.language];
  const zone = displayZone({
    display: 'port',
    portZone: item.portTimeZone ?? input.portOf(item.portCode)?.timeZone,
  });
  const time = (at: string | null) => (at === null ? n.none : (zonedTimeText(at, zone) ?? n.none));
  if (item.kind === 'arrival') return [d.arrived(port), time(item.newValue)];
  if (item.kind === 'lastFreeDay') return [d.lastFreeDay(port), time(item.newValue)];
  if (item.kind === 'hold')
    return [
      n.changeAt(
        newsHeadline(NOTICE_NEWS_TEXT[input.language], { event: 'HOLD_SET', code: item.code }),
        port,
      ),
      time(item.newValue),
    ];
  const movement = movementOf(item);
  if (movement.kind === 'first')
    return [n.changeAt(n.event[item.event], port), `${time(item.newValue)} (${n.movement(movement)})`];
  return [
    n.changeAt(n.event[item.event], port),
    d.moved({ before: time(item.oldValue), after: time(item.newValue), movement: n.movement(movement) }),
  ];
}

/** The plain-text part: one block per shipment, its link written out. */
function digestMailText(content: DigestMailContent): string {
  const rows = (rows: [string, string][], indent: string) =>
    rows.map(([label, value]) => `${indent}${label}${content.colon}${value}`);
  return [
    content.greeting,
    '',
    content.intro,
    '',
    ...content.shipments.flatMap((s) => [
      s.heading,
      ...rows(s.items, '  '),
      ...rows(s.details, '  '),
      `  ${s.linkLabel}${content.colon}${s.href}`,
      '',
    ]),
    ...(content.more ? [content.more, ''] : []),
    ...content.links.map((l) => `${l.label}${content.colon}${l.href}`),
    '',
    content.why,
  ].join('\n');
}
