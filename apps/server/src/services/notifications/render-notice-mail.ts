import {
  displayZone,
  eventLabel,
  isDateChange,
  type Language,
  type Notice,
  type NoticeCallTimes,
  type NoticeChange,
  type NoticeShipment,
  type TimeDisplay,
  zonedTimeText,
} from '@tracklane/domain';
import { type NoticeMailContent, noticeMailHtml } from './notice-mail-html.js';
import { type Duration, type Movement, NOTICE_MAIL_TEXT, type NoticeMailText } from './notice-mail-text.js';
import { type NewsEvent, NOTICE_NEWS_TEXT, newsHeadline } from './notice-news-text.js';

export interface NoticeMailInput {
  language: Language;
  timeDisplay: TimeDisplay;
  recipientName: string;
  notice: Notice;
  /** Port name (in that language where known) and IANA zone by UN/LOCODE; null when unknown. */
  portOf(code: string): { name: string; timeZone: string | null } | null;
  /** The carrier's name by SCAC, in that language where known; without it the code is shown. */
  carrierOf?: ((code: string) => string | null) | undefined;
  links: { shipment: string; settings: string; unsubscribe: string };
}

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A change's size to show: days and hours from a day up (minutes would be noise there), hours and
 * minutes below it, rounded to the minute. Zero when the dates are the same minute.
 */
export function splitDuration(hours: number): Duration {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  if (totalMinutes >= 24 * 60) {
    const totalHours = Math.round(totalMinutes / 60);
    return { days: Math.floor(totalHours / 24), hours: totalHours % 24, minutes: 0 };
  }
  return { days: 0, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export function movementOf(change: Pick<NoticeChange, 'oldValue' | 'deltaHours'>): Movement {
  if (change.oldValue === null || change.deltaHours === null) return { kind: 'first' };
  const duration = splitDuration(change.deltaHours);
  if (duration.days + duration.hours + duration.minutes === 0) return { kind: 'corrected' };
  return { kind: 'moved', later: change.deltaHours > 0, duration };
}

/** The e-mail of one notice in the recipient's language, its times by their time display. */
export function renderNoticeMail(input: NoticeMailInput): NoticeMail {
  const t = NOTICE_MAIL_TEXT[input.language];
  const { shipment: s, changes } = input.notice;
  const carrierName = input.carrierOf?.(s.carrierCode) ?? null;
  const shipment = t.shipment(s.businessNumber, carrierName ?? s.carrierCode);
  const portText = (code: string) => t.withCode(input.portOf(code)?.name ?? null, code);
  const portName = (code: string) => input.portOf(code)?.name ?? code;

  const datesOnly = changes.every((c) => isDateChange(c.event));
  const words = datesOnly ? t : NOTICE_NEWS_TEXT[input.language];
  const subject =
    changes.length === 1 && changes[0]
      ? subjectOfOne(t, input.language, changes[0], shipment, portName)
      : words.subjectMany({
          count: changes.length,
          shipment,
          route: routeOf(s.polCode, s.podCode, portName),
        });

  const content: NoticeMailContent = {
    lang: t.htmlLang,
    colon: t.colon,
    subject,
    greeting: t.greeting(input.recipientName),
    intro: words.intro(shipment, changes.length),
    changes: changes.map((change) => changeBlock(t, input, change, portText(change.portCode))),
    details: [
      [t.labels.vessel, [s.vessel, s.voyage].filter(Boolean).join(' / ') || t.none],
      [t.labels.carrier, t.withCode(carrierName === s.carrierCode ? null : carrierName, s.carrierCode)],
      [t.labels.route, routeOf(s.polCode, s.podCode, portText) ?? t.none],
      ...callRows(t, input, s.times, portText),
    ],
    links: [
      { label: t.links.shipment, href: input.links.shipment },
      { label: t.links.settings, href: input.links.settings },
      { label: t.links.unsubscribe, href: input.links.unsubscribe },
    ],
    why: t.why,
  };
  return { subject, text: noticeMailText(content), html: noticeMailHtml(content) };
}

/** What one change is called: "ETA moved 1 d later", "Vessel departed", "Customs hold set". */
export function headlineOf(t: NoticeMailText, language: Language, change: NoticeChange): string {
  return isDateChange(change.event)
    ? t.headline(change.event, movementOf(change))
    : newsHeadline(NOTICE_NEWS_TEXT[language], { event: change.event as NewsEvent, code: change.code });
}

/** The subject (and a message's first line) of a notice of one change; a change without a port names none. */
export function subjectOfOne(
  t: NoticeMailText,
  language: Language,
  change: NoticeChange,
  shipment: string,
  portName: (code: string) => string,
): string {
  const headline = headlineOf(t, language, change);
  return change.portCode
    ? t.subjectOne({ headline, shipment, port: portName(change.portCode) })
    : `${headline}${t.colon}${shipment}`;
}

/**
 * A change's heading: what and where. A date's name says load or discharge port; at a
 * transshipment port or the final destination, and for every other event, the role is said.
 */
export function changeHeading(
  t: NoticeMailText,
  language: Language,
  change: NoticeChange,
  port: string,
): string {
  const n = NOTICE_NEWS_TEXT[language];
  const dated = isDateChange(change.event);
  const what = dated ? t.event[change.event] : headlineOf(t, language, change);
  const heading = change.portCode ? t.changeAt(what, port) : what;
  const role = change.placeRole ?? null;
  const sayRole = role !== null && (!dated || role === 'POT' || role === 'PDE');
  return sayRole ? n.withRole(heading, n.role[role]) : heading;
}

/**
 * "Departure, Shanghai (CNSHA): scheduled 2026-12-01 08:00 GMT+8 · estimated … · actual …": the
 * first load and last discharge call's three times on the port's clock (the member's time display
 * applies), the ones not known left out.
 */
function callRows(
  t: NoticeMailText,
  input: NoticeMailInput,
  times: NoticeShipment['times'],
  portText: (code: string) => string,
): [string, string][] {
  const row = (
    call: NoticeCallTimes | null | undefined,
    label: (port: string) => string,
  ): [string, string][] => {
    if (!call) return [];
    const zone = displayZone({ display: input.timeDisplay, portZone: call.portTimeZone });
    const parts = (['scheduled', 'estimated', 'actual'] as const).flatMap((kind) => {
      const at = call[kind] === null ? null : zonedTimeText(call[kind], zone);
      return at ? [`${t.labels[kind]} ${at}`] : [];
    });
    return parts.length > 0 ? [[label(portText(call.portCode)), parts.join(' · ')]] : [];
  };
  return [...row(times?.departure, t.labels.departureAt), ...row(times?.arrival, t.labels.arrivalAt)];
}

function routeOf(pol: string | null, pod: string | null, name: (code: string) => string): string | null {
  if (!pol && !pod) return null;
  return `${pol ? name(pol) : '?'} → ${pod ? name(pod) : '?'}`;
}

function changeBlock(
  t: NoticeMailText,
  input: NoticeMailInput,
  change: NoticeChange,
  port: string,
): NoticeMailContent['changes'][number] {
  // docs/times.md: a port's date on that port's clock, labelled, unless the member chose UTC+8 or UTC.
  const zone = displayZone({ display: input.timeDisplay, portZone: input.portOf(change.portCode)?.timeZone });
  const time = (at: string | null) => (at === null ? null : zonedTimeText(at, zone));
  const heading = changeHeading(t, input.language, change, port);
  const n = NOTICE_NEWS_TEXT[input.language];
  if (change.event === 'DATA_STALE') {
    const overdue = change.code ? eventLabel(change.code)[input.language] : null;
    return {
      heading,
      rows: [
        [n.labels.lastUpdate, time(change.oldValue) ?? t.none],
        [n.labels.staleSince, time(change.newValue) ?? t.none],
        ...(overdue ? [[n.labels.overdue, overdue] as [string, string]] : []),
      ],
    };
  }
  if (change.event === 'LFD_CHANGE' || change.event === 'LFD_DUE') {
    const moved = change.event === 'LFD_CHANGE' && change.oldValue !== null;
    return {
      heading,
      rows: moved
        ? [
            [t.labels.before, time(change.oldValue) ?? t.none],
            [t.labels.after, time(change.newValue) ?? t.none],
            [t.labels.change, t.movement(movementOf(change))],
          ]
        : [[n.labels.freeUntil, time(change.newValue) ?? t.none]],
    };
  }
  if (!isDateChange(change.event)) {
    const warned = change.event === 'ROLLED' || change.event === 'PORT_OMITTED' || change.event === 'WARNING';
    return {
      heading,
      rows: warned
        ? [[n.labels.seen, time(change.newValue) ?? t.none]]
        : [
            [n.labels.at, time(change.newValue) ?? t.none],
            [t.labels.source, t.source[change.source]],
          ],
    };
  }
  return {
    heading,
    rows: [
      [t.labels.before, time(change.oldValue) ?? t.none],
      [t.labels.after, time(change.newValue) ?? t.none],
      [t.labels.change, t.movement(movementOf(change))],
      [t.labels.source, t.source[change.source]],
    ],
  };
}

/** The plain-text part: the same content, one block per change, links written out. */
function noticeMailText(content: NoticeMailContent): string {
  const rows = (rows: [string, string][], indent: string) =>
    rows.map(([label, value]) => `${indent}${label}${content.colon}${value}`);
  return [
    content.greeting,
    '',
    content.intro,
    '',
    ...content.changes.flatMap((change) => [change.heading, ...rows(change.rows, '  '), '']),
    ...rows(content.details, ''),
    '',
    ...content.links.map((l) => `${l.label}${content.colon}${l.href}`),
    '',
    content.why,
  ].join('\n');
}
