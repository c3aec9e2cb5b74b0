import type { Language } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { organizations, shareLinks, users } from '../../db/schema/index.js';
import { linkShipments, shareLinkOf } from './share-link-of.js';
import { SHARE_LINK_SECRET } from './share-link-token.js';

const WORDS: Record<
  Language,
  { subject: (who: string, n: string) => string; body: string; until: string; open: string }
> = {
  zh: {
    subject: (who, n) => `${who} 与您分享了货物 ${n}`,
    body: '您可以通过以下链接查看（只读）：',
    until: '链接有效期至',
    open: '在手机或电脑上打开链接即可，无需登录。',
  },
  en: {
    subject: (who, n) => `${who} shared shipment ${n} with you`,
    body: 'You can follow it (read-only) at this link:',
    until: 'The link works until',
    open: 'Open it on a phone or a computer; no account is needed.',
  },
  jp: {
    subject: (who, n) => `${who} さんが貨物 ${n} を共有しました`,
    body: '次のリンクから閲覧できます（閲覧のみ）：',
    until: 'リンクの有効期限',
    open: 'スマートフォンやパソコンで開けます。ログインは不要です。',
  },
};

/**
 * The e-mail of a share link (job share.mail): who shared what, and the link. Nothing is sent
 * for a link revoked or expired before the job ran.
 */
export async function deliverShareLinkEmail({
  db,
  linkId,
  to,
  language,
  origin,
  now,
  sendMail,
}: {
  db: Database;
  linkId: string;
  to: string;
  language: Language;
  origin: string;
  now: Date;
  sendMail(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}): Promise<'sent' | 'link-ended'> {
  const [row] = await db.orm
    .select({ link: shareLinks, sender: users.username, company: organizations.name })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.createdByUserId))
    .innerJoin(organizations, eq(organizations.id, shareLinks.organizationId))
    .where(eq(shareLinks.id, linkId));
  if (!row) return 'link-ended';
  const secret = await getOrCreateSecret(db, SHARE_LINK_SECRET);
  const link = shareLinkOf({
    link: row.link,
    shipments: await linkShipments(db.orm, [linkId]),
    secret,
    origin,
    now,
  });
  if (link.status !== 'active') return 'link-ended';
  const w = WORDS[language];
  const numbers = link.businessNumbers.join(', ');
  const who = row.company ? `${row.sender} (${row.company})` : row.sender;
  const until = link.expiresAt ? `\n${w.until} ${link.expiresAt.slice(0, 10)} (UTC).` : '';
  const text = `${w.body}\n${link.url}\n${w.open}${until}\n`;
  const htmlText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>${htmlText(w.body)}</p><p><a href="${htmlText(link.url)}">${htmlText(link.url)}</a></p><p>${htmlText(w.open)}${htmlText(until)}</p>`;
  await sendMail({ to, subject: w.subject(who, numbers), text, html });
  return 'sent';
}
