import { isLanguage } from '@tracklane/domain';
import type { BackendModule } from 'i18next';
import { isShellNamespace } from './resources';
import { loadShellBundle } from './shell-bundle';

// Every other locales/<language>/<namespace>.json is a chunk of its own, fetched when a page first
// needs it (route-table.ts): a page loads the strings it shows, in the language it shows.
const FILES = import.meta.glob<object>(
  ['../../locales/*/*.json', '!../../locales/*/common.json', '!../../locales/*/auth.json'],
  { import: 'default' },
);

export function readStrings(language: string, namespace: string): Promise<object> {
  if (isShellNamespace(namespace) && isLanguage(language))
    return loadShellBundle(language).then((bundle) => bundle.strings[namespace]);
  const file = FILES[`../../locales/${language}/${namespace}.json`];
  return file ? file() : Promise.reject(new Error(`No strings for ${language}/${namespace}`));
}

/**
 * i18next's way to the same files: a component using a namespace nobody loaded beforehand
 * suspends until it is there (react-i18next), rather than showing raw keys.
 */
export const stringsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readStrings(language, namespace).then(
      (strings) => callback(null, strings as never),
      (error: Error) => callback(error, null),
    );
  },
};
