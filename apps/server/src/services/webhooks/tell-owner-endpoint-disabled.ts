import { LANGUAGES, type Language, WEBHOOK_DISABLE_AFTER_HOURS } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationRules, users } from '../../db/schema/index.js';
import type { DisabledEndpoint } from './deliver-webhook-message.js';

export interface DisabledMail {
  subject: string;
  text: string;
}

/**
 * E-mails the owner of an endpoint just disabled for failing, in the language they saved their
 * reminder rule in (English without one). An owner without an e-mail address (or a removed one)
 * is not told: the settings page shows the endpoint disabled with its reason.
 */
export async function tellOwnerEndpointDisabled({
  db,
  endpoint,
  settingsUrl,
  sendMail,
}: {
  db: Database;
  endpoint: DisabledEndpoint;
  settingsUrl: string;
  sendMail(message: { to: string } & DisabledMail): Promise<void>;
}): Promise<'sent' | 'no-address'> {
  if (!endpoint.ownerUserId) return 'no-address';
  const [owner] = await db.orm
    .select({ email: users.email, username: users.username, language: notificationRules.language })
    .from(users)
    .leftJoin(notificationRules, eq(notificationRules.userId, users.id))
    .where(eq(users.id, endpoint.ownerUserId));
  if (!owner?.email) return 'no-address';
  const language = (LANGUAGES as readonly string[]).includes(owner.language ?? '')
    ? (owner.language as Language)
    : 'en';
  await sendMail({ to: owner.email, ...renderDisabledMail(language, owner.username, endpoint, settingsUrl) });
  return 'sent';
}

export function renderDisabledMail(
  language: Language,
  name: string,
  endpoint: DisabledEndpoint,
  settingsUrl: string,
): DisabledMail {
  const since = endpoint.failingSince.toISOString().replace('T', ' ').slice(0, 16);
  const hours = WEBHOOK_DISABLE_AFTER_HOURS;
  if (language === 'zh')
    return {
      subject: `Webhook 已停用：${endpoint.url}`,
      text: `${name}，您好：\n\n您的 webhook 地址 ${endpoint.url} 自 ${since}（UTC）起连续 ${hours} 小时投递失败，已被停用，之后的通知不再发送到该地址。\n\n请检查接收端后在通知设置中重新启用，并可重新投递最近 30 天内的消息：\n${settingsUrl}\n`,
    };
  if (language === 'jp')
    return {
      subject: `Webhook を停止しました: ${endpoint.url}`,
      text: `${name} 様\n\nWebhook の送信先 ${endpoint.url} への配信が ${since}（UTC）から ${hours} 時間続けて失敗したため、この送信先を停止しました。以後の通知は送られません。\n\n受信側を確認のうえ、通知設定で再度有効にしてください。過去 30 日のメッセージは再送できます:\n${settingsUrl}\n`,
    };
  return {
    subject: `Webhook endpoint disabled: ${endpoint.url}`,
    text: `Hello ${name},\n\nDeliveries to your webhook endpoint ${endpoint.url} have failed without a success since ${since} UTC (${hours} hours), so the endpoint has been disabled and receives nothing more.\n\nCheck the receiver, then enable the endpoint again in the notification settings; messages of the last 30 days can be redelivered there:\n${settingsUrl}\n`,
  };
}
