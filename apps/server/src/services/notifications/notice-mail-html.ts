/**
 * A notice e-mail's words laid out as HTML that mail clients render alike: nested tables, inline
 * styles only (many clients drop <style>), 600 px at most and fluid below it for a phone, system
 * fonts, no images. Every value is escaped here, so callers hand in plain text.
 */

/** What the e-mail says, in plain text, already in the recipient's language. */
export interface NoticeMailContent {
  lang: string;
  /** Between a label and its value in the text part. */
  colon: string;
  subject: string;
  greeting: string;
  intro: string;
  changes: { heading: string; rows: [label: string, value: string][] }[];
  details: [label: string, value: string][];
  links: { label: string; href: string }[];
  why: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'PingFang SC','Hiragino Sans','Microsoft YaHei',sans-serif";
const LABEL = 'padding:4px 12px 4px 0;color:#5f6b7a;vertical-align:top;';
const VALUE = 'padding:4px 0;color:#1f2933;vertical-align:top;';

function rowsHtml(rows: [string, string][]): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><td style="${LABEL}">${escapeHtml(label)}</td><td style="${VALUE}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}

const table = (style: string, body: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${body}</table>`;

const link = ({ label, href }: { label: string; href: string }, style: string) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;

export function noticeMailHtml(content: NoticeMailContent): string {
  const [primary, ...others] = content.links;
  const changes = content.changes
    .map(
      (change) =>
        `<tr><td style="padding:8px 20px;">${table(
          'border:1px solid #e3e6ea;border-radius:4px;',
          `<tr><td style="padding:12px 12px 4px;font-weight:bold;color:#1f2933;">${escapeHtml(change.heading)}</td></tr>` +
            `<tr><td style="padding:0 12px 8px;">${table('', rowsHtml(change.rows))}</td></tr>`,
        )}</td></tr>`,
    )
    .join('');
  const button = primary
    ? `<tr><td style="padding:16px 20px 8px;">${link(
        primary,
        'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;',
      )}</td></tr>`
    : '';
  const footerLinks = others
    .map((l) => link(l, 'color:#5f6b7a;text-decoration:underline;'))
    .join(' &middot; ');
  const body =
    `<tr><td style="padding:20px 20px 4px;">${escapeHtml(content.greeting)}</td></tr>` +
    `<tr><td style="padding:4px 20px 8px;">${escapeHtml(content.intro)}</td></tr>` +
    changes +
    `<tr><td style="padding:12px 20px 0;">${table('', rowsHtml(content.details))}</td></tr>` +
    button +
    `<tr><td style="padding:16px 20px 20px;font-size:12px;line-height:1.6;color:#5f6b7a;border-top:1px solid #e3e6ea;">${escapeHtml(content.why)}<br>${footerLinks}</td></tr>`;
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f5f7;">${table(
      'background:#f4f5f7;',
      `<tr><td align="center" style="padding:16px 8px;">${table(
        `max-width:600px;background:#ffffff;border-radius:6px;font-family:${FONT};font-size:15px;line-height:1.5;color:#1f2933;`,
        body,
      )}</td></tr>`,
    )}</body></html>`
  );
}
