import type { Language } from '@tracklane/domain';
import { i18n } from './i18n';
import type { Namespace } from './resources';
import { readStrings } from './strings-files';

const pending = new Map<string, Promise<void>>();

function loadOne(language: Language, ns: string): Promise<void> {
  const key = `${language}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = readStrings(language, ns).then((strings) => {
      if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, strings);
    });
    pending.set(key, loading);
    // A failed fetch (offline, a redeploy) is forgotten so the next use asks again.
    loading.catch(() => pending.delete(key));
  }
  return loading;
}

/** Fetches (once) and registers namespaces of a language; resolves when all are in i18next. */
export function loadNamespaces(language: Language, namespaces: readonly string[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => loadOne(language, ns))).then(() => undefined);
}

/** The namespaces a language has in i18next now (carried over when switching language). */
export function loadedNamespaces(language: string | undefined): Namespace[] {
  return language ? (Object.keys(i18n.store.data[language] ?? {}) as Namespace[]) : [];
}
