import type { Language } from '../i18n/languages.js';

/** Spec platform.md §6: what a guest sees when a feature needs a signed-in member. */
export const VISITOR_MESSAGES: Record<Language, string> = {
  en: 'Visitors cannot use this feature, please log in for more',
  zh: '游客无法使用此功能，请登录后体验更多功能',
  jp: 'ゲストはこの機能を利用できません。ログインしてさらにご利用ください',
};

export function visitorMessage(language: Language = 'en'): string {
  return VISITOR_MESSAGES[language];
}

export type ThrottleKind = 'codeResend' | 'codeHourly' | 'signIn';

/** Clear "wait and retry" texts for the 42900 answers of code sending and sign-in. */
export function throttleMessage(kind: ThrottleKind, waitSeconds: number, language: Language = 'en'): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  switch (kind) {
    case 'codeResend':
      return {
        en: `A code was sent recently, please wait ${seconds} seconds before requesting another`,
        zh: `验证码已发送，请 ${seconds} 秒后再试`,
        jp: `認証コードは送信済みです。${seconds} 秒後に再度お試しください`,
      }[language];
    case 'codeHourly':
      return {
        en: `Too many codes requested, please wait ${minutes} minutes`,
        zh: `验证码请求过于频繁，请 ${minutes} 分钟后再试`,
        jp: `認証コードのリクエストが多すぎます。${minutes} 分後に再度お試しください`,
      }[language];
    case 'signIn':
      return {
        en: `Too many failed sign-in attempts, please wait ${minutes} minutes and try again`,
        zh: `登录失败次数过多，请 ${minutes} 分钟后再试`,
        jp: `ログインの失敗が多すぎます。${minutes} 分後に再度お試しください`,
      }[language];
  }
}

/** Text of the verification-code message (mail subject and body, SMS text). */
export function verificationCodeText(
  code: string,
  ttlMinutes: number,
  language: Language = 'en',
): { subject: string; text: string } {
  return {
    en: {
      subject: 'Your Tracklane verification code',
      text: `Your Tracklane verification code is ${code}. It is valid for ${ttlMinutes} minutes. If you did not request it, ignore this message.`,
    },
    zh: {
      subject: 'Tracklane 验证码',
      text: `您的 Tracklane 验证码是 ${code}，${ttlMinutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    },
    jp: {
      subject: 'Tracklane 認証コード',
      text: `Tracklane の認証コードは ${code} です。${ttlMinutes} 分間有効です。心当たりがない場合はこのメッセージを無視してください。`,
    },
  }[language];
}
