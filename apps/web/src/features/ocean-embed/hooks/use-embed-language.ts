import type { Language } from '@tracklane/domain';
import { useEffect } from 'react';
import { setLocale } from '../../../app/locale/set-locale';

/**
 * lang of the embed link, default Chinese (views.md §9) — not the language stored by an earlier
 * visit, which the login guard would otherwise keep.
 */
export function useEmbedLanguage(language: Language): void {
  useEffect(() => {
    setLocale(language);
  }, [language]);
}
