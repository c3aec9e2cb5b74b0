import { displayZone, isDateChange, type Notice, zonedTimeText } from '@tracklane/domain';
import { NOTICE_MAIL_TEXT } from './notice-mail-text.js';
import { NOTICE_NEWS_TEXT } from './notice-news-text.js';
import { changeHeading, movementOf, type NoticeMailInput, subjectOfOne } from './render-notice-mail.js';

/** What a messaging-app message of a notice is made from: the e-mail's inputs, one link. */
export type NoticeMessageInput = Pick<
  NoticeMailInput,
  'language' | 'timeDisplay' | 'notice' | 'portOf' | 'carrierOf'
> & { shipmentUrl: string };

export interface NoticeMessage {
  text: string;
  /** Opens the shipment (the app shows it under the text). */
  url: string;
}

/**
 * A notice as a short messaging-app message in the member's language, with the e-mail's words
 * (notice-mail-text.ts, notice-news-text.ts): the subject line, then one line per change — a date
 * on the port's clock with its zone label (docs/times.md), old → new, and the delta; a milestone
 * or warning with its time.
 */
export function renderNoticeMessage(input: NoticeMessageInput): NoticeMessage {
  const t = NOTICE_MAIL_TEXT[input.language];
  const { shipment: s, changes } = input.notice;
  const carrierName = input.carrierOf?.(s.carrierCode) ?? null;
  const shipment = t.shipment(s.businessNumber, carrierName ?? s.carrierCode);
  const portName = (code: string) => input.portOf(code)?.name ?? code;
  const first = changes[0];
  const words = changes.every((c) => isDateChange(c.event)) ? t : NOTICE_NEWS_TEXT[input.language];
  const heading =
    changes.length === 1 && first
      ? subjectOfOne(t, input.language, first, shipment, portName)
      : words.subjectMany({ count: changes.length, shipment, route: routeOf(s, portName) });
  const lines = changes.map((change) => {
    const zone = displayZone({
      display: input.timeDisplay,
      portZone: input.portOf(change.portCode)?.timeZone,
    });
    const time = (at: string | null) => (at === null ? t.none : (zonedTimeText(at, zone) ?? t.none));
    const port = t.withCode(input.portOf(change.portCode)?.name ?? null, change.portCode);
    const what = changeHeading(t, input.language, change, port);
    // A milestone or warning has one time (when it happened or was seen); stale data two, no delta.
    if (change.event === 'DATA_STALE')
      return `${what}${t.colon}${time(change.oldValue)} → ${time(change.newValue)}`;
    const lastFreeDayMoved = change.event === 'LFD_CHANGE' && change.oldValue !== null;
    if (!isDateChange(change.event) && !lastFreeDayMoved) return `${what}${t.colon}${time(change.newValue)}`;
    const movement = t.movement(movementOf(change));
    const delta = input.language === 'en' ? ` (${movement})` : `（${movement}）`;
    return `${what}${t.colon}${time(change.oldValue)} → ${time(change.newValue)}${delta}`;
  });
  const vessel = [s.vessel, s.voyage].filter(Boolean).join(' / ');
  return {
    text: [
      '[Tracklane]',
      heading,
      ...lines,
      ...(vessel ? [`${t.labels.vessel}${t.colon}${vessel}`] : []),
    ].join('\n'),
    url: input.shipmentUrl,
  };
}

function routeOf(s: Notice['shipment'], name: (code: string) => string): string | null {
  if (!s.polCode && !s.podCode) return null;
  return `${s.polCode ? name(s.polCode) : '?'} → ${s.podCode ? name(s.podCode) : '?'}`;
}
