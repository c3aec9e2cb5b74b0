import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { isPagePath, pathOf } from '../http/api-paths.js';
import { appPlugin } from './app-plugin.js';

/**
 * Serves the built web app. Files are routes of their own (wildcard off), so an unknown path
 * stays unknown: it can be answered 40400/40500 or, for a browser navigation, index.html (history
 * fallback for client-side routes). Hashed files under /assets never change and are cached for a
 * year; everything else (index.html first) is revalidated so a deploy shows up at once. The build
 * writes brotli and gzip copies of its text files (apps/web/build/precompress-plugin.ts): a browser
 * that accepts one gets it, with `Vary: Accept-Encoding` so a shared cache keeps them apart.
 */
export const webPlugin = appPlugin<{ webDist: string }>('web', async (app, { webDist }) => {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built (no index.html): serving the API only');
    return;
  }
  const assetsDir = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // /version.json has its own route (no-store, test override, package.json fallback).
    globIgnore: ['version.json'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.historyFallback = (request, reply) => {
    if (!isNavigation(request)) return false;
    reply.sendFile('index.html');
    return true;
  };
});

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  return isPagePath(pathOf(request.url));
}
