import type { Language } from '../i18n/languages.js';

/**
 * Why the last refresh of a shipment failed, in the user's words: the detail's `refresh.error`
 * message. What the carrier's API said (paths, HTTP statuses, its own texts) stays in the
 * database and the logs; a user only learns what it means for them.
 */
const MESSAGES = {
  unanswered: {
    en: 'The carrier did not answer; we will retry',
    zh: '船公司未响应，我们会自动重试',
    jp: '船会社から応答がありません。自動的に再試行します',
  },
  unavailable: {
    en: "The carrier's tracking service is not available to us at the moment",
    zh: '船公司的跟踪服务暂时无法使用',
    jp: '船会社の追跡サービスは現在利用できません',
  },
  /** platform.md §8's message, for a carrier answering "not found" or with data we cannot read. */
  abnormalOrNoData: {
    en: 'Carrier data abnormal or no data (please confirm the number is valid)',
    zh: '船公司数据异常或暂无数据（请确认单号是否有效）',
    jp: '船会社のデータが異常か、データがありません（番号が有効かご確認ください）',
  },
  refused: {
    en: 'The carrier did not accept this number',
    zh: '船公司不接受该单号',
    jp: '船会社がこの番号を受け付けませんでした',
  },
  unconfigured: {
    en: 'No tracking provider is configured',
    zh: '未配置跟踪数据提供方',
    jp: '追跡データの提供元が設定されていません',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** The sentence for a recorded refresh fault's kind (a provider fault kind, `unconfigured` or `internal`). */
export function refreshFaultMessage(kind: string, language: Language = 'en'): string {
  switch (kind) {
    case 'unauthorized':
      return MESSAGES.unavailable[language];
    case 'not-found':
    case 'invalid-body':
      return MESSAGES.abnormalOrNoData[language];
    case 'bad-request':
      return MESSAGES.refused[language];
    case 'unconfigured':
      return MESSAGES.unconfigured[language];
    default:
      // timeout, network, server, rate-limited, internal
      return MESSAGES.unanswered[language];
  }
}

/** 42900 of "check now" asked again too soon: when the next one is taken, in minutes (at least 1). */
export function checkNowTooSoonMessage(waitMinutes: number, language: Language = 'en'): string {
  const n = Math.max(1, Math.ceil(waitMinutes));
  return {
    en: `This shipment was checked at the carrier just now; you can check it again in ${n} min`,
    zh: `该货物刚刚已向船公司查询过，请 ${n} 分钟后再试`,
    jp: `この貨物は先ほど船会社に照会済みです。${n} 分後に再度お試しください`,
  }[language];
}
