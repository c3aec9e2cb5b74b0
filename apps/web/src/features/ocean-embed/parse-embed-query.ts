import { isLanguage, type Language } from '@tracklane/domain';

/** showInfo of views.md §2: 0 no drawer, 1 drawer shown, 2 drawer present but starting hidden. */
export type ShowInfo = 0 | 1 | 2;

/** The query of the embedded ocean container map screen (/map/ocean, views.md §2), normalised. */
export interface EmbedQuery {
  key: string | null;
  clientId: string | null;
  /** Empty when missing: nothing is looked up. */
  businessNumber: string;
  /** Empty lets the number alone decide (AUTO, like the subscribe call). */
  carrierCode: string;
  language: Language;
  showInfo: ShowInfo;
  /** Base font size of the drawer in px, or null for the app's default. */
  fontSize: number | null;
  /** This container's timeline opens first. */
  containerNumber: string | null;
  /** Delay highlighting on the map (views.md §4). */
  warn: boolean;
  /** hiddenReference=1: numbers are shown masked. */
  maskReference: boolean;
}

export const EMBED_FONT_MIN = 10;
export const EMBED_FONT_MAX = 24;

/**
 * Customer pages build these links by hand and often from template variables, so an unset
 * variable arrives as the literal string "undefined" (views.md §5 names it for lang and clientId).
 */
function text(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name)?.trim();
  return raw && raw !== 'undefined' && raw !== 'null' ? raw : null;
}

function showInfoOf(raw: string | null): ShowInfo {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return n === 2 ? 2 : 1;
}

function fontSizeOf(raw: string | null): number | null {
  const n = Number.parseFloat(raw ?? '');
  if (!Number.isFinite(n)) return null;
  return Math.min(EMBED_FONT_MAX, Math.max(EMBED_FONT_MIN, Math.round(n)));
}

export function parseEmbedQuery(params: URLSearchParams): EmbedQuery {
  // A '+' that the embedding page did not percent-encode reaches us as a space (form encoding);
  // no business number contains a space, so every space was a '+'.
  const businessNumber = (params.get('businessNumber') ?? '').replace(/ /g, '+').trim();
  const carrier = (text(params, 'carrierCode') ?? '').toUpperCase();
  const lang = text(params, 'lang');
  return {
    key: text(params, 'key'),
    clientId: text(params, 'clientId'),
    businessNumber: businessNumber === 'undefined' ? '' : businessNumber,
    carrierCode: carrier === 'AUTO' ? '' : carrier,
    language: isLanguage(lang) ? lang : 'zh',
    showInfo: showInfoOf(params.get('showInfo')),
    fontSize: fontSizeOf(params.get('font')),
    containerNumber: text(params, 'containerNumber')?.toUpperCase() ?? null,
    warn: params.get('warn')?.trim().toLowerCase() === 'true',
    maskReference: params.get('hiddenReference')?.trim() === '1',
  };
}
