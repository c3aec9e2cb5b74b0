import type { Language } from '@tracklane/domain';

/** BCP 47 tags of the app's languages (its `jp` is Japanese, `ja`). */
const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en', jp: 'ja' };
const names = new Map<Language, Intl.DisplayNames>();

/**
 * A flag state by its short name in the reader's language, from its ISO 3166-1 alpha-2 code:
 * `Intl.DisplayNames` (CLDR, in every browser and in Node), short style — "Taiwan", "台湾",
 * "Hong Kong", "香港" — rather than the ITU list's official long name in English. Null when there
 * is no code; the code itself when the runtime has no name for it.
 */
export function flagName(code: string | null | undefined, language: Language): string | null {
  if (!code) return null;
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([LOCALE[language]], { type: 'region', style: 'short', fallback: 'code' });
    names.set(language, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
