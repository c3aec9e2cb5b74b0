import { fromSendResponse, sendSms, toSendRequest } from '@tracklane/connectors';
import { startSandboxSmsProvider } from '@tracklane/sandbox';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import accepted from '../../../../packages/connectors/src/messaging/sms/__fixtures__/send-accepted.json' with {
  type: 'json',
};
import unauthorized from '../../../../packages/connectors/src/messaging/sms/__fixtures__/send-unauthorized.json' with {
  type: 'json',
};
import { listUnsubscribeHeaders } from './list-unsubscribe.js';
import { decodeQuotedPrintable, decodeWords, parseMail } from './parse-mail.js';
import { type ReceivedMail, startSandboxMailbox } from './sandbox-mailbox.js';

describe('sandbox mailbox', () => {
  it('receives nodemailer mail over real SMTP and reads subject and text in any script', async () => {
    const received: ReceivedMail[] = [];
    const mailbox = await startSandboxMailbox(async (mail) => {
      received.push(mail);
    });
    try {
      const transport = createTransport(mailbox.url);
      await transport.sendMail({
        from: 'a@tracklane.local',
        to: 'Ann@Example.com',
        subject: 'Tracklane 認証コード',
        text: 'コードは 123456 です',
      });
      transport.close();
      expect(received).toEqual([
        expect.objectContaining({
          to: ['ann@example.com'],
          subject: 'Tracklane 認証コード',
          text: 'コードは 123456 です',
        }),
      ]);
    } finally {
      await mailbox.close();
    }
  });

  it('decodes encoded words, quoted-printable and multipart text', () => {
    expect(decodeWords('=?UTF-8?B?6aqM6K+B56CB?= =?UTF-8?Q?_ok?=')).toBe('验证码 ok');
    expect(decodeQuotedPrintable('caf=C3=A9 =\r\nend')).toBe('café end');
    const raw = [
      'Subject: Hi',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html',
      '',
      '<p>html</p>',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('plain 654321').toString('base64'),
      '--b1--',
    ].join('\r\n');
    expect(parseMail(raw)).toEqual({
      subject: 'Hi',
      text: 'plain 654321',
      headers: { subject: 'Hi', 'content-type': 'multipart/alternative; boundary="b1"' },
    });
  });

  // A notice e-mail: multipart/alternative, its text in Chinese or Japanese over several lines,
  // one-click unsubscribe headers (RFC 8058). Both body encodings nodemailer may choose.
  it.each(['quoted-printable', 'base64'] as const)(
    'reads back the text part and the headers of an HTML mail (%s)',
    async (textEncoding) => {
      const received: ReceivedMail[] = [];
      const mailbox = await startSandboxMailbox(async (mail) => {
        received.push(mail);
      });
      const unsubscribe = `https://app.tracklane.test/unsubscribe?token=${'a'.repeat(80)}&list=notices`;
      const text = [
        '王，您好：',
        '',
        '鹿特丹（NLRTM） 预计到港时间',
        '  原时间：2026-12-01 08:00 GMT+1',
        '  変更後：2026-12-02 14:00 GMT+1 = 推迟 1 天 6 小时',
        `不再接收此类邮件：${unsubscribe}`,
      ].join('\n');
      try {
        const transport = createTransport(mailbox.url);
        await transport.sendMail({
          from: 'a@tracklane.local',
          to: 'ann@example.com',
          subject: '预计到港时间推迟 1 天 6 小时：MSKU1234565（马士基航运），鹿特丹',
          text,
          html: '<p>王，您好：<b>鹿特丹</b></p>',
          headers: listUnsubscribeHeaders(unsubscribe),
          textEncoding,
        });
        transport.close();
        expect(received).toHaveLength(1);
        const [mail] = received;
        expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative;/);
        expect(mail?.subject).toBe('预计到港时间推迟 1 天 6 小时：MSKU1234565（马士基航运），鹿特丹');
        expect(mail?.text).toBe(text);
        expect(mail?.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
        expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      } finally {
        await mailbox.close();
      }
    },
  );
});

describe('SMS connector and sandbox provider', () => {
  it('maps our numbers to E.164 and the recorded answers to results', () => {
    expect(toSendRequest({ to: '13812345678', text: 'x' })).toEqual({ to: '+8613812345678', text: 'x' });
    expect(fromSendResponse(accepted.status, accepted.body)).toEqual({
      ok: true,
      providerMessageId: accepted.body.id,
    });
    expect(fromSendResponse(unauthorized.status, unauthorized.body)).toMatchObject({
      ok: false,
      reason: 'unauthorized',
    });
    expect(fromSendResponse(503, null)).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('delivers through the sandbox over HTTP and refuses a wrong API key', async () => {
    const got: { to: string; text: string }[] = [];
    const provider = await startSandboxSmsProvider({ onMessage: async (m) => void got.push(m) });
    try {
      const sent = await sendSms(
        { baseUrl: provider.url, apiKey: provider.apiKey },
        { to: '13812345678', text: 'code 1' },
      );
      expect(sent).toMatchObject({ ok: true });
      expect(got).toEqual([expect.objectContaining({ to: '+8613812345678', text: 'code 1' })]);
      const denied = await sendSms(
        { baseUrl: provider.url, apiKey: 'wrong' },
        { to: '13812345678', text: 'x' },
      );
      expect(denied).toMatchObject({ ok: false, reason: 'unauthorized' });
    } finally {
      await provider.close();
    }
    const down = await sendSms(
      { baseUrl: provider.url, apiKey: 'k', timeoutMs: 2000 },
      { to: '13812345678', text: 'x' },
    );
    expect(down).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
