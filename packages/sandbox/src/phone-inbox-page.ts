import type { SandboxMsgappMessage } from './msgapp-inbox.js';
import { escapeHtml, layout, type PhoneLang } from './qr-provider-page.js';

/**
 * The sandbox phone's chat with Tracklane: the messages its account received, newest first, as
 * the messaging app would show them. Plain HTML, readable at 375 px; the time is UTC (the sandbox
 * phone has no zone of its own).
 */
const TEXT = {
  en: {
    title: 'Tracklane (sandbox phone)',
    account: 'Account: ',
    empty: 'No messages yet. Bind this account in Tracklane and turn on messaging-app notifications.',
    open: 'Open in Tracklane',
    noAccount: 'This phone has no messaging account yet: scan a Tracklane QR code first.',
  },
  zh: {
    title: 'Tracklane（沙箱手机）',
    account: '账号：',
    empty: '还没有消息。请在 Tracklane 中绑定此账号并开启消息应用通知。',
    open: '在 Tracklane 中打开',
    noAccount: '这部手机还没有消息应用账号：请先扫描 Tracklane 的二维码。',
  },
  jp: {
    title: 'Tracklane（サンドボックス端末）',
    account: 'アカウント：',
    empty:
      'まだメッセージはありません。Tracklane でこのアカウントを連携し、メッセージアプリ通知をオンにしてください。',
    open: 'Tracklane で開く',
    noAccount:
      'この端末にはまだメッセージアカウントがありません。先に Tracklane の QR コードをスキャンしてください。',
  },
} as const;

const INBOX_STYLE = `<style>.msg{background:#f3f6f9;border-radius:10px;padding:12px;margin:12px 0}
.msg pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 system-ui,sans-serif;margin:0;color:#222}
.msg time{display:block;font-size:11px;color:#889;margin-bottom:6px}.msg a{margin-top:8px}</style>`;

export function inboxPage(input: {
  lang: PhoneLang;
  unionId: string | null;
  messages: readonly SandboxMsgappMessage[];
}): string {
  const t = TEXT[input.lang];
  if (!input.unionId)
    return layout(input.lang, `<p data-testid="phone-no-account">${t.noAccount}</p>`, t.title);
  const items = input.messages
    .map(
      (m) => `<article class="msg" data-testid="phone-message" data-message-id="${escapeHtml(m.messageId)}">
<time datetime="${m.receivedAt}">${m.receivedAt.slice(0, 16).replace('T', ' ')} UTC</time>
<pre>${escapeHtml(m.text)}</pre>${m.url ? `<a href="${escapeHtml(m.url)}" rel="noreferrer">${t.open}</a>` : ''}</article>`,
    )
    .join('\n');
  return layout(
    input.lang,
    `${INBOX_STYLE}<p>${t.account}<code data-testid="phone-union-id">${escapeHtml(input.unionId)}</code></p>
${items || `<p data-testid="phone-empty">${t.empty}</p>`}`,
    t.title,
  );
}
