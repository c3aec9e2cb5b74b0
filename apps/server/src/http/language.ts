import { isLanguage, type Language } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's interface language for catalogue messages: `?lang=`, else a `lang` header (what
 * the web client sends), else Accept-Language (first supported tag wins), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // From the URL itself: a route's query schema replaces request.query with the validated
  // object, which drops `lang` on every route that does not declare it.
  const fromQuery = queryLang(request.url);
  if (isLanguage(fromQuery)) return fromQuery;
  const fromHeader = request.headers.lang;
  if (isLanguage(fromHeader)) return fromHeader;
  return fromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    // Highest quality first; the header's order breaks ties.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return 'zh';
    // The spec's code for Japanese is `jp`; browsers send `ja`.
    if (tag.startsWith('ja') || tag.startsWith('jp')) return 'jp';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}

function queryLang(url: string): string | null {
  const start = url.indexOf('?');
  return start < 0 ? null : new URLSearchParams(url.slice(start + 1)).get('lang');
}
