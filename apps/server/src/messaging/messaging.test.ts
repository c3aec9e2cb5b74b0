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
        { to: ['ann@example.com'], subject: 'Tracklane 認証コード', text: 'コードは 123456 です' },
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
    expect(parseMail(raw)).toEqual({ subject: 'Hi', text: 'plain 654321' });
  });
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
