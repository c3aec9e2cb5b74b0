import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { versionPlugin } from './build/version-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// API prefixes of the server (platform.md §7, views.md §7). Some (/container, /truck, /air, /rail,
// /vessel2) are also page paths, so browser navigations (Accept: text/html) stay with the SPA.
const API_PREFIXES = [
  '/auth',
  '/application',
  '/base',
  '/exports',
  '/container',
  '/air',
  '/vessel2',
  '/rail',
  '/gis',
  '/truck',
  '/terminal',
  '/ws',
];

function apiProxy(): Record<string, ProxyOptions> {
  const entries: [string, ProxyOptions][] = API_PREFIXES.map((prefix) => [
    prefix,
    {
      target: API_TARGET,
      ws: prefix === '/ws',
      bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
    },
  ]);
  entries.push(['/documentation', { target: API_TARGET }]);
  return Object.fromEntries(entries);
}

export default defineConfig({
  plugins: [react(), versionPlugin(here('../../package.json'))],
  resolve: {
    alias: { '@tracklane/domain': here('../../packages/domain/src/index.ts') },
  },
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
