/**
 * The sandbox "phone": the pages the messaging app would show after scanning a sign-in QR code.
 * Plain HTML with a form, so it works in any browser without scripts.
 */
export type PhoneLang = 'zh' | 'en' | 'jp';

const TEXT = {
  en: {
    title: 'Messaging app (sandbox phone)',
    ask: 'Tracklane asks to use your messaging account to sign in.',
    account: 'Your messaging account',
    nickname: 'Nickname',
    confirm: 'Confirm sign-in',
    cancel: 'Cancel',
    switchAccount: 'Use another account',
    confirmed: 'Confirmed. Return to Tracklane on your computer.',
    cancelled: 'Sign-in cancelled.',
    expired: 'This QR code has expired. Refresh it on the sign-in page and scan again.',
  },
  zh: {
    title: '消息应用（沙箱手机）',
    ask: 'Tracklane 请求使用您的消息应用账号登录。',
    account: '您的消息应用账号',
    nickname: '昵称',
    confirm: '确认登录',
    cancel: '取消',
    switchAccount: '使用其他账号',
    confirmed: '已确认，请回到电脑上的 Tracklane。',
    cancelled: '已取消登录。',
    expired: '二维码已过期，请在登录页刷新后重新扫描。',
  },
  jp: {
    title: 'メッセージアプリ（サンドボックス端末）',
    ask: 'Tracklane がメッセージアプリのアカウントでのログインを求めています。',
    account: 'メッセージアプリのアカウント',
    nickname: 'ニックネーム',
    confirm: 'ログインを確認',
    cancel: 'キャンセル',
    switchAccount: '別のアカウントを使う',
    confirmed: '確認しました。パソコンの Tracklane に戻ってください。',
    cancelled: 'ログインをキャンセルしました。',
    expired: 'QR コードの有効期限が切れました。ログインページで更新して再度スキャンしてください。',
  },
} as const;

export function phoneLangOf(value: string | null): PhoneLang {
  return value === 'zh' || value === 'jp' ? value : 'en';
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The phone's frame: a narrow white screen, whatever the browser's width. */
export function layout(lang: PhoneLang, body: string, title: string = TEXT[lang].title): string {
  return `<!doctype html><html lang="${lang === 'jp' ? 'ja' : lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f6;margin:0;display:flex;justify-content:center}
main{background:#fff;max-width:360px;width:100%;min-height:100vh;padding:24px;box-sizing:border-box}
h1{font-size:17px;color:#0b3d5c}p{color:#333;line-height:1.5}label{display:block;margin:12px 0 4px;font-size:13px;color:#555}
input{width:100%;padding:10px;border:1px solid #ccd;border-radius:6px;box-sizing:border-box;font-size:15px}
code{font-size:12px;color:#666;word-break:break-all}button{width:100%;padding:12px;margin-top:16px;border:0;border-radius:6px;font-size:15px}
.ok{background:#07a35a;color:#fff}.no{background:#e8e8ee;color:#333}a{display:block;margin-top:16px;font-size:13px;color:#0b6fb0}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function confirmPage(input: {
  lang: PhoneLang;
  ticket: string;
  unionId: string;
  nickname: string;
}): string {
  const t = TEXT[input.lang];
  const action = (verb: string) => `/scan/${encodeURIComponent(input.ticket)}/${verb}?lang=${input.lang}`;
  return layout(
    input.lang,
    `<p>${t.ask}</p><form method="post" action="${action('confirm')}">
<label>${t.account}</label><code data-testid="phone-union-id">${escapeHtml(input.unionId)}</code>
<label for="nickname">${t.nickname}</label><input id="nickname" name="nickname" maxlength="32" value="${escapeHtml(input.nickname)}">
<button class="ok" type="submit" data-testid="phone-confirm">${t.confirm}</button></form>
<form method="post" action="${action('cancel')}"><button class="no" type="submit" data-testid="phone-cancel">${t.cancel}</button></form>
<a href="/scan/${encodeURIComponent(input.ticket)}?lang=${input.lang}&amp;switch=1">${t.switchAccount}</a>`,
  );
}

export function resultPage(lang: PhoneLang, outcome: 'confirmed' | 'cancelled' | 'expired'): string {
  return layout(lang, `<p data-testid="phone-result" data-outcome="${outcome}">${TEXT[lang][outcome]}</p>`);
}
