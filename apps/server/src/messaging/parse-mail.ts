/**
 * Just enough MIME to read what our own mailer sends to the sandbox mailbox: headers (folded,
 * RFC 2047 encoded words), a text body in 7bit/8bit, quoted-printable or base64, and the first
 * text/plain part of a multipart message. The sandbox is not a general mail client.
 */
export interface ParsedMail {
  subject: string;
  text: string;
  /** The message's top-level headers by lower-cased name, encoded words decoded (the last of a repeated one). */
  headers: Record<string, string>;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines (starting with white space) before splitting name: value.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function decodeWords(value: string): string {
  // Adjacent encoded words are joined without the white space between them (RFC 2047 §6.2).
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        return decodeQuotedPrintable(text.replace(/_/g, ' '));
      },
    );
}

export function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function textOf(part: Part): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = textOf(splitPart(piece.replace(/^\n/, '')));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part).replace(/\n$/, '') : undefined;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  // fromEntries defines own properties, so a header named __proto__ stays a header.
  const headers = Object.fromEntries([...root.headers].map(([name, value]) => [name, decodeWords(value)]));
  return { subject: headers.subject ?? '', text: textOf(root) ?? '', headers };
}
