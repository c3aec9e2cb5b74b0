import type { BackendModule } from 'i18next';

// Every locales/<language>/<namespace>.json as a chunk of its own, fetched when first needed (the
// build groups namespaces used together, see vite.config.ts): a page loads the strings it shows
// in the language it shows, not every namespace of all three languages.
const FILES = import.meta.glob<object>('../../locales/*/*.json', { import: 'default' });

export function readStrings(language: string, namespace: string): Promise<object> {
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
