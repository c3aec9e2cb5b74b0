import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWebDist, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let web: Awaited<ReturnType<typeof createWebDist>>;
let app: FastifyInstance;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  ctx = await createTestContext();
  web = await createWebDist('2.0.0-web');
  app = await ctx.app({ env: { WEB_DIST: web.dir, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' } });
  await app.ready();
});
afterAll(async () => {
  await ctx?.cleanup();
  await web?.remove();
});

describe('web app serving', () => {
  it('serves index.html at / and for deep client-side routes (history fallback), revalidated', async () => {
    for (const url of ['/', '/some/deep/page', '/tracking/ocean?bl=ABC']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s brotli or gzip copy to a browser that accepts it, the file to others', async () => {
    const file = join(web.dir, 'assets', 'index-abc123.js');
    const plain = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(plain));
    await writeFile(`${file}.gz`, gzipSync(plain));
    try {
      const br = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);

      const none = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.rawPayload.equals(plain)).toBe(true);
    } finally {
      await rm(`${file}.br`);
      await rm(`${file}.gz`);
    }
  });

  it('serves the web app for pages whose path is also an API prefix', async () => {
    for (const url of [
      '/container?billNumber=X',
      '/truck/detail',
      '/vessel2/detail',
      '/rail/detail',
      '/air',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    // An API call under the same prefix still answers the JSON envelope, not the page.
    const api = await app.inject({
      url: '/container/no-such-call',
      headers: { accept: 'application/json' },
    });
    expect(api.json().statusCode).toBe(40400);
  });

  it('answers the 40400 envelope under API prefixes and for non-HTML requests', async () => {
    for (const url of ['/application/nope', '/auth/x/y', '/__test/anything']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ statusCode: 40400, message: 'Wrong link', data: null });
    }
    const asset = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.json().statusCode).toBe(40400);
    const post = await app.inject({ method: 'POST', url: '/some/deep/page', headers: html });
    expect(post.json().statusCode).toBe(40400);
  });

  it('reports the web build version from version.json, never cached', async () => {
    const res = await app.inject({ url: '/version.json?t=123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '2.0.0-web' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not rate-limit static files', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/some/page', headers: html })).statusCode).toBe(200);
    }
  });

  it('sends security headers with a CSP the app and the map can run under', async () => {
    const res = await app.inject({ url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // API answers carry them too.
    expect((await app.inject({ url: '/health' })).headers['content-security-policy']).toBe(csp);
  });
});

describe('without a web build', () => {
  it('keeps the API working and falls back to the package version', async () => {
    const apiOnly = await ctx.app();
    await apiOnly.ready();
    const page = await apiOnly.inject({ url: '/some/deep/page', headers: html });
    expect(page.json().statusCode).toBe(40400);
    const version = await apiOnly.inject({ url: '/version.json' });
    const { version: rootVersion } = await import('../../../../package.json', {
      with: { type: 'json' },
    }).then((m) => m.default);
    expect(version.json()).toEqual({ version: rootVersion });
    expect((await apiOnly.inject({ url: '/health' })).json().statusCode).toBe(20000);
  });
});
