import type { Language, Notice, NoticeChange } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { movementOf, type NoticeMailInput, renderNoticeMail, splitDuration } from './render-notice-mail.js';

const PORTS: Record<string, { names: Record<Language, string>; timeZone: string | null }> = {
  CNSHA: { names: { en: 'Shanghai', zh: '上海', jp: '上海' }, timeZone: 'Asia/Shanghai' },
  NLRTM: { names: { en: 'Rotterdam', zh: '鹿特丹', jp: 'ロッテルダム' }, timeZone: 'Europe/Amsterdam' },
  XXNOZ: { names: { en: 'Nowhere', zh: '无名港', jp: '無名港' }, timeZone: null },
};
const CARRIERS: Record<string, Record<Language, string>> = {
  MAEU: { en: 'Maersk', zh: '马士基航运', jp: 'マースク' },
};

/** ETA at Rotterdam 30 h later, in winter (GMT+1), as the carrier said. */
const etaLater: NoticeChange = {
  event: 'ETA_CHANGE',
  portCode: 'NLRTM',
  oldValue: '2026-12-01T07:00:00Z',
  newValue: '2026-12-02T13:00:00Z',
  deltaHours: 30,
  source: 'carrier',
};
/** ETD at Shanghai 3½ h earlier, seen by AIS. */
const etdEarlier: NoticeChange = {
  event: 'ETD_CHANGE',
  portCode: 'CNSHA',
  oldValue: '2026-11-20T02:00:00Z',
  newValue: '2026-11-19T22:30:00Z',
  deltaHours: -3.5,
  source: 'ais',
};
/** ATD recorded for the first time. */
const atdFirst: NoticeChange = {
  event: 'ATD_CHANGE',
  portCode: 'CNSHA',
  oldValue: null,
  newValue: '2026-11-19T23:10:00Z',
  deltaHours: null,
  source: 'ais',
};

function notice(changes: NoticeChange[], shipment: Partial<Notice['shipment']> = {}): Notice {
  return {
    id: 'n1',
    createdAt: '2026-11-18T00:00:00Z',
    readAt: null,
    shipment: {
      subscriptionId: 's1',
      businessNumber: 'MSKU1234565',
      carrierCode: 'MAEU',
      vessel: 'MAERSK EMDEN',
      voyage: '448W',
      polCode: 'CNSHA',
      podCode: 'NLRTM',
      ...shipment,
    },
    changes,
  };
}

function render(changes: NoticeChange[], over: Partial<NoticeMailInput> = {}) {
  const language = over.language ?? 'en';
  return renderNoticeMail({
    language,
    timeDisplay: 'port',
    recipientName: 'Ann',
    notice: notice(changes),
    portOf: (code) => {
      const port = PORTS[code];
      return port ? { name: port.names[language], timeZone: port.timeZone } : null;
    },
    carrierOf: (code) => CARRIERS[code]?.[language] ?? null,
    links: {
      shipment: 'https://app.tracklane.test/ocean/s1',
      settings: 'https://app.tracklane.test/account/notifications',
      unsubscribe: 'https://app.tracklane.test/unsubscribe?t=abc',
    },
    ...over,
  });
}

describe('renderNoticeMail: subject', () => {
  it('names the number, the carrier, the date, how far it moved and where', () => {
    expect(render([etaLater]).subject).toBe('ETA moved 1 d 6 h later: MSKU1234565 (Maersk) at Rotterdam');
    expect(render([etdEarlier]).subject).toBe(
      'ETD moved 3 h 30 min earlier: MSKU1234565 (Maersk) at Shanghai',
    );
    expect(render([atdFirst]).subject).toBe('ATD recorded: MSKU1234565 (Maersk) at Shanghai');
    expect(render([etaLater], { language: 'zh' }).subject).toBe(
      '预计到港时间推迟 1 天 6 小时：MSKU1234565（马士基航运），鹿特丹',
    );
    expect(render([etaLater], { language: 'jp' }).subject).toBe(
      '入港予定が1日6時間遅れ：MSKU1234565（マースク）、ロッテルダム',
    );
  });

  it('counts several changes and names the route', () => {
    const changes = [etdEarlier, atdFirst, etaLater];
    expect(render(changes).subject).toBe('3 date changes: MSKU1234565 (Maersk), Shanghai → Rotterdam');
    expect(render(changes, { language: 'zh' }).subject).toBe(
      '3 项日期变更：MSKU1234565（马士基航运），上海 → 鹿特丹',
    );
    expect(render(changes, { language: 'jp' }).subject).toBe(
      '日程の変更 3 件：MSKU1234565（マースク）、上海 → ロッテルダム',
    );
  });

  it('falls back to the carrier code and the port code when no name is known', () => {
    const mail = render([{ ...etaLater, portCode: 'ZZZZZ' }], { carrierOf: undefined });
    expect(mail.subject).toBe('ETA moved 1 d 6 h later: MSKU1234565 (MAEU) at ZZZZZ');
    // An unknown port has no zone: UTC, labelled (docs/times.md).
    expect(mail.text).toContain('2026-12-02 13:00 UTC');
  });
});

describe('renderNoticeMail: times', () => {
  it("shows each date on its port's clock with the zone's label", () => {
    const { text, html } = render([etdEarlier, etaLater]);
    // Rotterdam in winter: the domain labels Europe/Amsterdam GMT+1 (GMT+2 in summer).
    expect(text).toContain('Before: 2026-12-01 08:00 GMT+1');
    expect(text).toContain('Now: 2026-12-02 14:00 GMT+1');
    expect(text).toContain('Before: 2026-11-20 10:00 GMT+8');
    expect(text).toContain('Now: 2026-11-20 06:30 GMT+8');
    expect(html).toContain('2026-12-02 14:00 GMT+1');
    const summer = render([
      { ...etaLater, oldValue: '2026-07-01T07:00:00Z', newValue: '2026-07-02T13:00:00Z' },
    ]);
    expect(summer.text).toContain('Now: 2026-07-02 15:00 GMT+2');
  });

  it('a port without a known zone reads in UTC', () => {
    expect(render([{ ...etaLater, portCode: 'XXNOZ' }]).text).toContain('Now: 2026-12-02 13:00 UTC');
  });

  it("follows the member's UTC+8 and UTC choices", () => {
    const utc8 = render([etaLater], { timeDisplay: 'utc8' }).text;
    expect(utc8).toContain('Before: 2026-12-01 15:00 GMT+8');
    expect(utc8).toContain('Now: 2026-12-02 21:00 GMT+8');
    const utc = render([etaLater], { timeDisplay: 'utc' }).text;
    expect(utc).toContain('Before: 2026-12-01 07:00 UTC');
    expect(utc).toContain('Now: 2026-12-02 13:00 UTC');
  });
});

describe('renderNoticeMail: change sizes', () => {
  it('splits hours into days and hours from a day up, hours and minutes below it', () => {
    expect(splitDuration(30)).toEqual({ days: 1, hours: 6, minutes: 0 });
    expect(splitDuration(-48)).toEqual({ days: 2, hours: 0, minutes: 0 });
    expect(splitDuration(24.4)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(splitDuration(5)).toEqual({ days: 0, hours: 5, minutes: 0 });
    expect(splitDuration(-0.75)).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(splitDuration(23.999)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('says later or earlier, a first date, or a correction within the minute', () => {
    expect(movementOf({ oldValue: 'x', deltaHours: 2 })).toMatchObject({ kind: 'moved', later: true });
    expect(movementOf({ oldValue: 'x', deltaHours: -2 })).toMatchObject({ kind: 'moved', later: false });
    expect(movementOf({ oldValue: null, deltaHours: null })).toEqual({ kind: 'first' });
    expect(movementOf({ oldValue: 'x', deltaHours: 0.001 })).toEqual({ kind: 'corrected' });
  });

  it('writes the size in each language', () => {
    const exactDays = { ...etaLater, deltaHours: -48 };
    const underADay = { ...etaLater, deltaHours: 0.5 };
    const lines = (language: Language) =>
      [etaLater, exactDays, underADay].map((c) => render([c], { language }).text.split('\n'));
    const [en, zh, jp] = (['en', 'zh', 'jp'] as const).map(lines);
    expect(en?.map((l) => l.find((x) => x.startsWith('  Change')))).toEqual([
      '  Change: 1 d 6 h later',
      '  Change: 2 d earlier',
      '  Change: 30 min later',
    ]);
    expect(zh?.map((l) => l.find((x) => x.startsWith('  变化')))).toEqual([
      '  变化：推迟 1 天 6 小时',
      '  变化：提前 2 天',
      '  变化：推迟 30 分钟',
    ]);
    expect(jp?.map((l) => l.find((x) => x.startsWith('  変化')))).toEqual([
      '  変化：1日6時間遅れ',
      '  変化：2日前倒し',
      '  変化：30分遅れ',
    ]);
  });
});

describe('renderNoticeMail: bodies', () => {
  it('lists every change with its port, source, the shipment and the three links (en)', () => {
    const { text } = render([etdEarlier, atdFirst, etaLater]);
    expect(text).toBe(
      [
        'Hello Ann,',
        '',
        '3 dates of MSKU1234565 (Maersk) have changed:',
        '',
        'ETD at Shanghai (CNSHA)',
        '  Before: 2026-11-20 10:00 GMT+8',
        '  Now: 2026-11-20 06:30 GMT+8',
        '  Change: 3 h 30 min earlier',
        '  Source: AIS vessel position',
        '',
        'ATD at Shanghai (CNSHA)',
        '  Before: —',
        '  Now: 2026-11-20 07:10 GMT+8',
        '  Change: new date',
        '  Source: AIS vessel position',
        '',
        'ETA at Rotterdam (NLRTM)',
        '  Before: 2026-12-01 08:00 GMT+1',
        '  Now: 2026-12-02 14:00 GMT+1',
        '  Change: 1 d 6 h later',
        '  Source: carrier',
        '',
        'Vessel / voyage: MAERSK EMDEN / 448W',
        'Carrier: Maersk (MAEU)',
        'Port of loading → discharge: Shanghai (CNSHA) → Rotterdam (NLRTM)',
        '',
        'View the shipment: https://app.tracklane.test/ocean/s1',
        'Notification settings: https://app.tracklane.test/account/notifications',
        'Stop these e-mails: https://app.tracklane.test/unsubscribe?t=abc',
        '',
        'You receive this e-mail because of your notification rule in Tracklane.',
      ].join('\n'),
    );
  });

  it('writes zh and jp wholly in their language', () => {
    const zh = render([etdEarlier, atdFirst, etaLater], { language: 'zh' }).text;
    expect(zh).toContain('上海（CNSHA） 预计离港时间');
    expect(zh).toContain('来源：AIS 船位');
    expect(zh).toContain('来源：船公司');
    expect(zh).toContain('船名 / 航次：MAERSK EMDEN / 448W');
    expect(zh).toContain('船公司：马士基航运（MAEU）');
    expect(zh).toContain('起运港 → 目的港：上海（CNSHA） → 鹿特丹（NLRTM）');
    expect(zh).toContain('不再接收此类邮件：https://app.tracklane.test/unsubscribe?t=abc');
    const jp = render([etdEarlier, atdFirst, etaLater], { language: 'jp' }).text;
    expect(jp).toContain('Ann 様');
    expect(jp).toContain('ロッテルダム（NLRTM）の入港予定');
    expect(jp).toContain('変化：新しい日時');
    expect(jp).toContain('このメールの配信を停止：https://app.tracklane.test/unsubscribe?t=abc');
    // Once the values (number, vessel, codes, links, zone labels, AIS, the brand) are taken out,
    // no Latin word is left: nothing fell back to English.
    for (const body of [zh, jp]) {
      const words = body
        .replace(/https:\/\/\S+/g, '')
        .replace(/MSKU1234565|MAERSK EMDEN|448W|CNSHA|NLRTM|MAEU|GMT\+\d|AIS|Tracklane|Ann/g, '');
      expect(words).not.toMatch(/[A-Za-z]/);
    }
  });

  it('says so when a vessel, a route or a carrier name is missing', () => {
    const mail = renderNoticeMail({
      language: 'en',
      timeDisplay: 'port',
      recipientName: 'Ann',
      notice: notice([etaLater], { vessel: null, voyage: null, polCode: null, podCode: null }),
      portOf: () => null,
      links: { shipment: 's', settings: 'p', unsubscribe: 'u' },
    });
    expect(mail.text).toContain('Vessel / voyage: —');
    expect(mail.text).toContain('Carrier: MAEU\n');
    expect(mail.text).toContain('Port of loading → discharge: —');
  });
});

describe('renderNoticeMail: HTML', () => {
  it('is one 600 px table with inline styles, no external resource, in the language', () => {
    const { html } = render([etaLater], { language: 'jp' });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ja">/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<style|<link|<img|<script|@import|url\(/i);
    expect(html).toContain('<a href="https://app.tracklane.test/unsubscribe?t=abc"');
    expect(html).toContain('このメールの配信を停止');
  });

  it('escapes every value', () => {
    const evil = '<script>alert(1)</script> & "x"';
    const mail = renderNoticeMail({
      language: 'en',
      timeDisplay: 'port',
      recipientName: evil,
      notice: notice([etaLater], { businessNumber: 'A&B<1>', vessel: evil, voyage: "O'Brien" }),
      portOf: () => ({ name: 'Port <b>&</b>', timeZone: 'Europe/Amsterdam' }),
      carrierOf: () => 'M&M <i>',
      links: {
        shipment: 'https://x.test/s?a=1&b="2"',
        settings: 'https://x.test/p',
        unsubscribe: 'javascript:"><script>',
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(mail.html).toContain('A&amp;B&lt;1&gt; (M&amp;M &lt;i&gt;)');
    expect(mail.html).toContain('O&#39;Brien');
    expect(mail.html).toContain('Port &lt;b&gt;&amp;&lt;/b&gt; (NLRTM)');
    expect(mail.html).toContain('href="https://x.test/s?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('href="javascript:&quot;&gt;&lt;script&gt;"');
    // The text part is plain text: values as they are.
    expect(mail.text).toContain(`Hello ${evil},`);
  });
});

describe('renderNoticeMail: milestones, warnings, stale data and places beyond POL and POD', () => {
  const arrived: NoticeChange = {
    event: 'VESSEL_ARRIVED',
    portCode: 'NLRTM',
    placeRole: 'POD',
    code: 'BDAR',
    oldValue: null,
    newValue: '2026-12-02T13:00:00Z',
    deltaHours: null,
    source: 'ais',
  };
  const customsHold: NoticeChange = { ...arrived, event: 'HOLD_SET', code: 'CUIP', source: 'carrier' };
  const lateWarning: NoticeChange = { ...arrived, event: 'WARNING', code: 'WETA', source: 'carrier' };
  const stale: NoticeChange = {
    event: 'DATA_STALE',
    portCode: '',
    code: 'DLPT',
    oldValue: '2026-11-18T00:00:00Z',
    newValue: '2026-11-19T00:00:00Z',
    deltaHours: null,
    source: 'carrier',
  };
  const potEta: NoticeChange = { ...etaLater, portCode: 'CNSHA', placeRole: 'POT', code: null };

  it('names a milestone, where and when, in each language', () => {
    expect(render([arrived]).subject).toBe('Vessel arrived: MSKU1234565 (Maersk) at Rotterdam');
    expect(render([arrived], { language: 'zh' }).subject).toBe(
      '船舶已到港：MSKU1234565（马士基航运），鹿特丹',
    );
    expect(render([arrived], { language: 'jp' }).subject).toBe(
      '本船入港：MSKU1234565（マースク）、ロッテルダム',
    );
    const { text } = render([arrived]);
    expect(text).toContain('News about MSKU1234565 (Maersk):');
    expect(text).toContain(
      'Vessel arrived at Rotterdam (NLRTM), port of discharge\n  Time: 2026-12-02 14:00 GMT+1',
    );
    expect(text).toContain('  Source: AIS vessel position');
    expect(text).not.toContain('Change:');
  });

  it('says which hold and which warning', () => {
    expect(render([customsHold]).subject).toBe('Customs hold set: MSKU1234565 (Maersk) at Rotterdam');
    expect(render([customsHold], { language: 'zh' }).subject).toContain('海关扣留');
    expect(render([lateWarning]).subject).toBe('Warning: Arrival delay: MSKU1234565 (Maersk) at Rotterdam');
    expect(render([lateWarning], { language: 'jp' }).text).toContain('  検知日時：2026-12-02 14:00 GMT+1');
  });

  it('tells stale data without a port: the last update, when judged stale, the overdue milestone', () => {
    const mail = render([stale]);
    expect(mail.subject).toBe('Tracking data stale: MSKU1234565 (Maersk)');
    expect(mail.text).toContain('Last update from the carrier: 2026-11-18 00:00 UTC');
    expect(mail.text).toContain('Stale since: 2026-11-19 00:00 UTC');
    expect(mail.text).toMatch(/Overdue milestone: \S/);
    expect(render([{ ...stale, oldValue: null }], { language: 'zh' }).text).toContain('船公司最后更新：—');
  });

  it('says a transshipment date is at a transshipment port, and counts mixed news as updates', () => {
    expect(render([potEta]).text).toContain('ETA at Shanghai (CNSHA), transshipment port');
    expect(render([potEta], { language: 'zh' }).text).toContain('上海（CNSHA） 预计到港时间（中转港）');
    expect(render([etaLater, arrived]).subject).toBe('2 updates: MSKU1234565 (Maersk), Shanghai → Rotterdam');
    expect(render([etaLater, arrived], { language: 'jp' }).subject).toBe(
      'お知らせ 2 件：MSKU1234565（マースク）、上海 → ロッテルダム',
    );
  });

  it('tells a last free day on the port’s clock: set, moved with how far, and 48 hours before', () => {
    const set: NoticeChange = {
      event: 'LFD_CHANGE',
      portCode: 'NLRTM',
      placeRole: 'POD',
      code: null,
      oldValue: null,
      newValue: '2026-12-05T22:59:59.999Z',
      deltaHours: null,
      source: 'carrier',
    };
    const first = render([set]);
    expect(first.subject).toBe('Last free day set or changed: MSKU1234565 (Maersk) at Rotterdam');
    expect(first.text).toContain('  Free time ends: 2026-12-05 23:59 GMT+1');
    const moved = render([{ ...set, oldValue: '2026-12-03T22:59:59.999Z', deltaHours: 48 }]).text;
    expect(moved).toContain('2026-12-03 23:59 GMT+1');
    expect(moved).toContain('2026-12-05 23:59 GMT+1');
    expect(moved).toContain('2 d later');
    const due = render([{ ...set, event: 'LFD_DUE' }], { language: 'jp' });
    expect(due.subject).toContain('フリータイム終了まで 48 時間');
    expect(due.text).toContain('フリータイム終了：2026-12-05 23:59 GMT+1');
  });

  it('shows the scheduled, estimated and actual times of departure and arrival on each port’s clock', () => {
    const times = {
      departure: {
        portCode: 'CNSHA',
        portTimeZone: 'Asia/Shanghai',
        scheduled: '2026-11-20T00:00:00Z',
        estimated: '2026-11-20T02:00:00Z',
        actual: '2026-11-20T03:30:00Z',
      },
      arrival: {
        portCode: 'NLRTM',
        portTimeZone: 'Europe/Amsterdam',
        scheduled: '2026-12-01T07:00:00Z',
        estimated: '2026-12-02T13:00:00Z',
        actual: null,
      },
    };
    const mail = render([etaLater], { notice: notice([etaLater], { times }) });
    expect(mail.text).toContain(
      'Departure, Shanghai (CNSHA): scheduled 2026-11-20 08:00 GMT+8 · estimated 2026-11-20 10:00 GMT+8 · actual 2026-11-20 11:30 GMT+8',
    );
    expect(mail.text).toContain(
      'Arrival, Rotterdam (NLRTM): scheduled 2026-12-01 08:00 GMT+1 · estimated 2026-12-02 14:00 GMT+1',
    );
    expect(mail.html).toContain('scheduled 2026-12-01 08:00 GMT+1');
    const zh = render([etaLater], { language: 'zh', notice: notice([etaLater], { times }) });
    expect(zh.text).toContain(
      '上海（CNSHA） 离港：计划 2026-11-20 08:00 GMT+8 · 预计 2026-11-20 10:00 GMT+8 · 实际 2026-11-20 11:30 GMT+8',
    );
    // A notice stored before the times were recorded has no such rows.
    expect(render([etaLater]).text).not.toContain('Departure,');
  });
});
