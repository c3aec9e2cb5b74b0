import { isLanguage, type Language, LOCALE_NOT_VALID } from '@tracklane/domain';
import dayjs from 'dayjs';
import { type SessionStore, useSession } from '../session/session-store';
import { i18n } from './i18n';
import { loadedNamespaces, loadNamespaces } from './load-strings';
import { DAYJS_LOCALE, HTML_LANG } from './locale-map';
import { NAMESPACES, SHELL_NAMESPACES } from './resources';
import { type AntdLocale, loadShellBundle } from './shell-bundle';

/** The language asked for last: a slower, earlier load must not win over it. */
let wanted: Language | null = null;
const antdLocales = new Map<Language, AntdLocale>();

let antdLocale: AntdLocale | undefined;
const listeners = new Set<() => void>();

/** Ant Design's locale of the language on screen (AppProviders), undefined before the first. */
export const appliedAntdLocale = {
  get: (): AntdLocale | undefined => antdLocale,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The language being shown, or about to be (pages load their strings in it). */
export function targetLanguage(): Language {
  return wanted ?? useSession.getState().language;
}

/** Everything a language needs before it is shown: its Ant Design locale and these namespaces. */
async function prepare(language: Language, namespaces: readonly string[]): Promise<AntdLocale> {
  const [bundle] = await Promise.all([loadShellBundle(language), loadNamespaces(language, namespaces)]);
  return bundle.antd;
}

function show(language: Language, locale: AntdLocale): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = HTML_LANG[language];
  if (antdLocale !== locale) {
    antdLocale = locale;
    for (const listener of listeners) listener();
  }
}

/**
 * Points i18next, dayjs, Ant Design and `<html lang>` at a language, all at once when its strings
 * are there: the shell's, and those of every namespace the page shows now. A language shown
 * before switches at once; a new one once its files arrive, so the page never mixes two
 * languages. Resolves when the language is on screen (or a later call took over).
 */
export function applyLanguage(language: Language): Promise<void> {
  wanted = language;
  const namespaces = [...new Set([...SHELL_NAMESPACES, ...loadedNamespaces(i18n.language)])];
  const ready = namespaces.every((ns) => i18n.hasResourceBundle(language, ns));
  const locale = antdLocales.get(language);
  if (ready && locale) {
    show(language, locale);
    return Promise.resolve();
  }
  return prepare(language, namespaces).then(
    (loaded) => {
      antdLocales.set(language, loaded);
      if (wanted === language) show(language, loaded);
    },
    (error: unknown) => {
      // A chunk that failed to load (offline, a redeploy): the previous language stays.
      console.error(`Language ${language} could not be loaded`, error);
    },
  );
}

/** Fetches all of a language without showing it (tests load all three up front). */
export async function loadLanguage(language: Language): Promise<void> {
  antdLocales.set(language, await prepare(language, NAMESPACES));
}

/**
 * The locale switch exposed to external callers (platform.md §4): only zh, en, jp; anything else
 * throws 'locale is not valid'. The choice is persisted in the session store at once; the page
 * follows as soon as the language's strings are loaded.
 */
export function setLocale(language: unknown, store: SessionStore = useSession): Language {
  if (!isLanguage(language)) throw new Error(LOCALE_NOT_VALID);
  store.getState().setLanguage(language);
  void applyLanguage(language);
  return language;
}

export function getLocale(store: SessionStore = useSession): Language {
  return store.getState().language;
}
