import { escapeHtml } from './notice-mail-html.js';

/**
 * A digest e-mail laid out as HTML the way notice e-mails are (notice-mail-html.ts): nested
 * tables, inline styles, 600 px at most and fluid below. One box per shipment, its heading a
 * link to it. Callers hand in plain text; every value is escaped here.
 */
export interface DigestMailContent {
  lang: string;
  colon: string;
  subject: string;
  greeting: string;
  intro: string;
  shipments: {
    heading: string;
    href: string;
    linkLabel: string;
    items: [label: string, value: string][];
    details: [label: string, value: string][];
  }[];
  more: string | null;
  links: { label: string; href: string }[];
  why: string;
}

const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'PingFang SC','Hiragino Sans','Microsoft YaHei',sans-serif";
const LABEL = 'padding:3px 12px 3px 0;color:#5f6b7a;vertical-align:top;';
const VALUE = 'padding:3px 0;color:#1f2933;vertical-align:top;';

const table = (style: string, body: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${body}</table>`;

const rowsHtml = (rows: [string, string][], valueStyle = VALUE) =>
  rows
    .map(
      ([label, value]) =>
        `<tr><td style="${LABEL}">${escapeHtml(label)}</td><td style="${valueStyle}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');

const link = ({ label, href }: { label: string; href: string }, style: string) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;

export function digestMailHtml(content: DigestMailContent): string {
  const shipments = content.shipments
    .map(
      (s) =>
        `<tr><td style="padding:8px 20px;">${table(
          'border:1px solid #e3e6ea;border-radius:4px;',
          `<tr><td style="padding:12px 12px 4px;font-weight:bold;">${link(
            { label: s.heading, href: s.href },
            'color:#1d4ed8;text-decoration:none;',
          )}</td></tr>` +
            `<tr><td style="padding:0 12px 4px;">${table('', rowsHtml(s.items, `${VALUE}font-weight:bold;`))}</td></tr>` +
            `<tr><td style="padding:0 12px 10px;font-size:13px;">${table('', rowsHtml(s.details))}</td></tr>`,
        )}</td></tr>`,
    )
    .join('');
  const more = content.more
    ? `<tr><td style="padding:8px 20px;color:#5f6b7a;">${escapeHtml(content.more)}</td></tr>`
    : '';
  const footerLinks = content.links
    .map((l) => link(l, 'color:#5f6b7a;text-decoration:underline;'))
    .join(' &middot; ');
  const body =
    `<tr><td style="padding:20px 20px 4px;">${escapeHtml(content.greeting)}</td></tr>` +
    `<tr><td style="padding:4px 20px 8px;">${escapeHtml(content.intro)}</td></tr>` +
    shipments +
    more +
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
