import { isLanguage, type Language } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportJobs } from '../../db/schema/index.js';
import { signExportLink } from './export-link-signature.js';

const TEXTS: Record<
  Language,
  { subject: (name: string) => string; body: (name: string, until: string) => string }
> = {
  en: {
    subject: (name) => `Your export "${name}" is ready`,
    body: (name, until) => `The export "${name}" is ready. Download it until ${until} (UTC):`,
  },
  zh: {
    subject: (name) => `您的导出“${name}”已生成`,
    body: (name, until) => `导出“${name}”已生成，请在 ${until}（UTC）前下载：`,
  },
  jp: {
    subject: (name) => `エクスポート「${name}」の準備ができました`,
    body: (name, until) =>
      `エクスポート「${name}」の準備ができました。${until}（UTC）までにダウンロードしてください：`,
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * E-mails a finished export's signed download link (no sign-in needed; it works until the file
 * expires) to the job's notify addresses, in the job's language. Queued by the build in the same
 * transaction as marking the job done (exports.mail). A job gone or not done sends nothing.
 * A retry after a partial failure sends to every address again (at most one extra e-mail each).
 */
export async function mailExportLink({
  db,
  exportJobId,
  baseUrl,
  secret,
  sendMail,
}: {
  db: Database;
  exportJobId: string;
  baseUrl: string;
  secret: string;
  sendMail(message: {
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<void>;
}): Promise<{ sent: number }> {
  const [job] = await db.orm
    .select({
      status: exportJobs.status,
      notifyEmails: exportJobs.notifyEmails,
      language: exportJobs.language,
      templateName: exportJobs.templateName,
      fileName: exportJobs.fileName,
      expiresAt: exportJobs.expiresAt,
    })
    .from(exportJobs)
    .where(eq(exportJobs.id, exportJobId));
  if (job?.status !== 'done') return { sent: 0 };
  const language = isLanguage(job.language) ? job.language : 'en';
  const texts = TEXTS[language];
  const name = job.templateName ?? job.fileName ?? 'export';
  const link = `${baseUrl.replace(/\/+$/, '')}/exports/jobs/${exportJobId}/file?${signExportLink(secret, exportJobId, job.expiresAt)}`;
  const until = job.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const body = texts.body(name, until);
  for (const to of job.notifyEmails)
    await sendMail({
      to,
      subject: texts.subject(name),
      text: `${body}\n\n${link}\n`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(job.fileName ?? link)}</a></p>`,
      headers: {},
    });
  return { sent: job.notifyEmails.length };
}
