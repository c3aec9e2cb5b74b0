/** Interface languages (platform.md §1). The spec's code `jp` (Japanese) is kept on purpose. */
export const LANGUAGES = ['zh', 'en', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Thrown text of the locale switch for anything but zh, en, jp (platform.md §4). */
export const LOCALE_NOT_VALID = 'locale is not valid';
