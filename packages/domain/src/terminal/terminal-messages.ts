import type { Language } from '../i18n/languages.js';

/**
 * The terminal texts of views.md §4/§8 and platform.md §8, in the three interface languages.
 * The API puts them in the envelope's message so the web shows them as they are.
 */
export type TerminalMessageKey =
  | 'subscribed'
  | 'retryLater'
  | 'noData'
  | 'notSubscribed'
  | 'onDemandOnly'
  | 'unsupportedPort'
  | 'wrongCountry'
  | 'notShipmentLocation'
  | 'providerFault'
  | 'providerRefused'
  | 'noProvider';

const MESSAGES: Record<TerminalMessageKey, Record<Language, string>> = {
  subscribed: { en: 'port data subscribed', zh: '已订阅港口数据', jp: '港湾データを購読しました' },
  retryLater: {
    en: 'no port data, retry in 5 minutes',
    zh: '暂无港口数据，请 5 分钟后重试',
    jp: '港湾データがありません。5 分後に再試行してください',
  },
  noData: {
    en: 'no terminal data returned',
    zh: '未返回码头数据',
    jp: 'ターミナルデータが返されませんでした',
  },
  notSubscribed: { en: 'query not subscribed', zh: '查询未订阅', jp: '照会は購読されていません' },
  onDemandOnly: {
    en: 'on-demand terminal data is only available for USLAX, USLGB, USOAK, USNYC',
    zh: '按需码头数据仅支持 USLAX、USLGB、USOAK、USNYC',
    jp: 'オンデマンドのターミナルデータは USLAX、USLGB、USOAK、USNYC のみ利用できます',
  },
  unsupportedPort: {
    en: 'terminal data is only available for ports in CN, US, KR and JP',
    zh: '码头数据仅支持中国、美国、韩国和日本的港口',
    jp: 'ターミナルデータは CN、US、KR、JP の港のみ利用できます',
  },
  wrongCountry: {
    en: 'the port is not in the country of the call',
    zh: '港口不属于该调用的国家',
    jp: '港がこの呼び出しの国にありません',
  },
  notShipmentLocation: {
    en: 'terminal data is only available for the PRE, POL or POD locations of the shipment',
    zh: '码头数据仅支持该运单的收货地、装货港或卸货港',
    jp: 'ターミナルデータは貨物の PRE、POL、POD の地点のみ利用できます',
  },
  // A provider's failure in words for the user; what the provider said goes to the log only.
  providerFault: {
    en: 'The terminal did not answer; please try again in a few minutes',
    zh: '码头未响应，请几分钟后重试',
    jp: 'ターミナルから応答がありません。数分後にもう一度お試しください',
  },
  providerRefused: {
    en: 'The terminal did not accept this request; please check the number and the port',
    zh: '码头未接受此请求，请检查单号和港口',
    jp: 'ターミナルがこのリクエストを受け付けませんでした。番号と港をご確認ください',
  },
  noProvider: {
    en: 'no terminal provider configured',
    zh: '未配置码头数据提供方',
    jp: 'ターミナルデータの提供元が設定されていません',
  },
};

export function terminalMessage(key: TerminalMessageKey, language: Language = 'en'): string {
  return MESSAGES[key][language];
}
