import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { API_PREFIXES, isPagePath } from '../../packages/domain/src/http/api-prefixes.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';
import { versionPlugin } from './build/version-plugin.ts';
import { PRELOADED_ROUTES } from './src/app/routes/preloaded-routes.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// The server's API prefixes (one list, in the domain package). Some are also page paths
// (/container, /truck/detail …), so browser navigations (Accept: text/html) stay with the SPA.
// /ws is the live-update socket of later issues.
const PROXIED = [...API_PREFIXES, '/ws'];

function apiProxy(): Record<string, ProxyOptions> {
  const entries: [string, ProxyOptions][] = PROXIED.map((prefix) => [
    prefix,
    {
      target: API_TARGET,
      ws: prefix === '/ws',
      bypass: (req) =>
        req.headers.accept?.includes('text/html') && isPagePath((req.url ?? '').split('?')[0] ?? '')
          ? req.url
          : undefined,
    },
  ]);
  return Object.fromEntries(entries);
}

export default defineConfig({
  plugins: [
    react(),
    versionPlugin(here('../../package.json')),
    routePreloadPlugin(PRELOADED_ROUTES),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@tracklane/domain': here('../../packages/domain/src/index.ts') },
  },
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  build: {
    rolldownOptions: {
      treeshake: {
        // Packages that declare no `sideEffects` are kept whole once imported. These are pure (the
        // domain package: types, functions, tables and zod schemas; @rc-component/form: components
        // and hooks), so what a page does not use is left out — the domain's schedule wire schemas
        // and zod with them, and the form engine behind antd's popups (about 40 KB gzip on
        // /ocean/detail).
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
          // A feature's index.ts only re-exports its public API (LAYERS.md): importing one name
          // from it must not load the rest (another feature's components, or its stylesheets).
          { test: /apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // React and MapLibre change less often than the app: their own chunks stay cached across
        // deploys. Ant Design is left to the bundler's per-page splitting: one antd chunk made
        // every page load all of antd (343 KB gzip); split, the detail page loads what it uses
        // (bench/web-map.bench.mjs: 953 → 841 KB in all, MapLibre's worker included).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 5,
            },
            // Everything the entry imports statically (the shell: router, guard, header, antd's
            // core) in one chunk rather than ~45: over HTTP/1.1's six connections per host, each
            // small chunk was a round trip in a queue, and the page's own code waited behind them.
            { name: 'shell', tags: ['$initial'] },
            // Only map pages import MapLibre (lazily, see features/ocean/map/lazy-ocean-route-map.tsx).
            {
              name: 'maplibre',
              test: /node_modules[\\/](maplibre-gl|@maplibre|topojson-client|world-atlas)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
