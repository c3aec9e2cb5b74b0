import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { PreloadedRoute } from '../src/app/routes/preloaded-routes.ts';

const LANGUAGES = ['zh', 'en', 'jp'] as const;

/** What index.html's preload script preloads, by route and by language (all `/assets/…` paths). */
interface PreloadManifest {
  /** Language → its shell bundle chunk (with static imports not in the entry). */
  shell: Record<string, string[]>;
  /** Path → chunks, their stylesheets and strings by language. */
  routes: Record<string, { js: string[]; css: string[]; fetch: string[]; ns: Record<string, string[]> }>;
}

/**
 * Lets index.html start fetching a page's code before the app's entry has run: a small script
 * reads the path and the visit's language and adds `<link rel="modulepreload">` for the
 * language's strings and, on the routes in `routes`, for the page's chunks and namespaces (and a
 * preload of their stylesheets). The entry's own chunks are left to the HTML Vite writes. Nothing is executed early: a preloaded
 * module runs only when the app imports it, so a guard redirect costs only the download.
 */
export function routePreloadPlugin(routes: Readonly<Record<string, PreloadedRoute>>): Plugin {
  let root = '';
  return {
    name: 'tracklane-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const manifest = buildManifest(bundle, routes, root, (message) => this.error(message));
      // A file, not an inline script: the server's Content-Security-Policy allows scripts from
      // 'self' only. Classic and blocking, so it runs before the parser reaches the entry (which,
      // as a module, waits for the parse anyway); the fetches the HTML names start meanwhile.
      const code = preloadScript(manifest);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const tag = `<script src="/${fileName}"></script>`;
      html.source = String(html.source).replace('</title>', `</title>\n    ${tag}`);
    },
  };
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk and every chunk it imports statically, minus those the entry loads anyway. */
function withImports(bundle: OutputBundle, start: OutputChunk, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next);
  };
  visit(start.fileName);
  return [...seen];
}

/** The stylesheets Vite links when a chunk is imported (its `viteMetadata`). */
function cssOf(bundle: OutputBundle, fileName: string): string[] {
  const chunk = bundle[fileName] as
    | (OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
    | undefined;
  return [...(chunk?.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`);
}

/** The emitted path of an asset imported with `?url`, by the end of its source path. */
function assetOf(bundle: OutputBundle, source: string): string | undefined {
  const asset = Object.values(bundle).find(
    (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(source)),
  );
  return asset && `/${asset.fileName}`;
}

function buildManifest(
  bundle: OutputBundle,
  routes: Readonly<Record<string, PreloadedRoute>>,
  root: string,
  fail: (message: string) => never,
): PreloadManifest {
  const all = chunks(bundle);
  const entry = all.find((c) => c.isEntry);
  if (!entry) return fail('route preload: no entry chunk');
  const entryFiles = new Set(withImports(bundle, entry, new Set()));
  const chunkOf = (file: string) => {
    const id = resolve(root, file);
    return all.find((c) => c.facadeModuleId === id) ?? all.find((c) => c.moduleIds.includes(id));
  };
  const need = (file: string) => chunkOf(file) ?? fail(`route preload: ${file} is not in the build`);
  const files = (start: OutputChunk) => withImports(bundle, start, entryFiles).map((f) => `/${f}`);

  const shell: PreloadManifest['shell'] = {};
  for (const lang of LANGUAGES) shell[lang] = files(need(`src/app/locale/shell-strings/${lang}.ts`));
  const out: PreloadManifest['routes'] = {};
  for (const [path, route] of Object.entries(routes)) {
    const ns: Record<string, string[]> = {};
    for (const lang of LANGUAGES)
      ns[lang] = route.ns.flatMap((name) => files(need(`src/locales/${lang}/${name}.json`)));
    const js = [...new Set(route.modules.flatMap((file) => files(need(file))))];
    out[path] = {
      js,
      css: [...new Set(js.flatMap((file) => cssOf(bundle, file.slice(1))))],
      fetch: (route.fetches ?? []).map(
        (file) => assetOf(bundle, file) ?? fail(`route preload: ${file} is not in the build`),
      ),
      ns,
    };
  }
  return { shell, routes: out };
}

/**
 * The preload script. The language rule is the guard's (`?lang=`, else the stored one, else zh;
 * decide-guard.ts languageOfVisit) over the session store's localStorage entry (session-store.ts):
 * a mismatch only costs a wasted or a missed preload.
 */
function preloadScript(manifest: PreloadManifest): string {
  // Plain ES2015, as written here: it runs in the page as it is.
  return `(function (m) {
  var langs = ['zh', 'en', 'jp'], stored = null, lang;
  try { stored = JSON.parse(localStorage.getItem('DATA') || 'null').state.language; } catch (e) {}
  var query = new URLSearchParams(location.search).get('lang');
  lang = langs.indexOf(query) >= 0 ? query : langs.indexOf(stored) >= 0 ? stored : 'zh';
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // In CORS mode, as Vite's loader later links the stylesheet (crossOrigin = ''): a preload in
    // another mode does not match that request, and the stylesheet is downloaded a second time.
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  (m.shell[lang] || []).forEach(function (f) { add('modulepreload', f); });
  var route = m.routes[location.pathname.replace(/(.)\\/+$/, '$1')];
  if (!route) return;
  route.js.concat(route.ns[lang] || []).forEach(function (f) { add('modulepreload', f); });
  route.css.forEach(function (f) { add('preload', f, 'style'); });
  // Data the page fetch()es (CORS mode, same-origin credentials: what this preload requests).
  route.fetch.forEach(function (f) { add('preload', f, 'fetch'); });
})(${JSON.stringify(manifest)});`;
}
