import { isLanguage, type Language, LOCALE_NOT_VALID } from '@tracklane/domain';
import dayjs from 'dayjs';
import { type SessionStore, useSession } from '../session/session-store';
import { i18n } from './i18n';
import { DAYJS_LOCALE, HTML_LANG } from './locale-map';

/** Points i18next, dayjs and `<html lang>` at a language. Ant Design follows the store (AppProviders). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = HTML_LANG[language];
}

/**
 * The locale switch exposed to external callers (platform.md §4): only zh, en, jp; anything else
 * throws 'locale is not valid'. The choice is persisted in the session store.
 */
export function setLocale(language: unknown, store: SessionStore = useSession): Language {
  if (!isLanguage(language)) throw new Error(LOCALE_NOT_VALID);
  store.getState().setLanguage(language);
  applyLanguage(language);
  return language;
}

export function getLocale(store: SessionStore = useSession): Language {
  return store.getState().language;
}
