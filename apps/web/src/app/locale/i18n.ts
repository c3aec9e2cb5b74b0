import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { stringsBackend } from './strings-files';

/**
 * The app's i18next instance. It starts empty: `applyLanguage` (set-locale.ts) loads a
 * language's strings (load-strings.ts) when that language is first shown, then switches to it;
 * pages preload their own namespaces (route-table.ts), and anything else comes through the backend.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(stringsBackend)
  .use(initReactI18next)
  .init({
    // No language until applyLanguage sets one: nothing is fetched for a language not shown.
    lng: undefined,
    // Every namespace has the same keys in zh, en and jp (locale.test.ts), so no fallback language
    // is needed, and none is fetched.
    fallbackLng: false,
    supportedLngs: ['zh', 'en', 'jp'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
