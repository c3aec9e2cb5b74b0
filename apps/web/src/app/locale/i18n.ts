import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, RESOURCES } from './resources';

/** The app's i18next instance. The language is set by `applyLanguage` (see set-locale.ts). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: 'zh',
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en', 'jp'],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
