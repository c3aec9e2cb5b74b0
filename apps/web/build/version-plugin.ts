import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { computeVersion } from '../src/app/version/version-string.ts';

/**
 * Computes the version ONCE per build and writes it to both places the version check compares:
 * `<meta name="version">` in index.html and `dist/version.json` (served by the server at
 * GET /version.json). Computing it twice could yield two timestamps and a reload loop.
 */
export function versionPlugin(rootPackageJson: string): Plugin {
  const pkg = JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version?: string };
  const version = computeVersion(process.env.APP_VERSION, pkg.version ?? '0.0.0', new Date());
  const body = `${JSON.stringify({ version })}\n`;
  return {
    name: 'tracklane-version',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: 'version', content: version }, injectTo: 'head' }];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
    // The dev server has no dist/, so answer the version check there too.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/version.json') return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}
