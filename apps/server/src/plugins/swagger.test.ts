import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { TEST_ROUTES: 'true' } });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

describe('API reference', () => {
  it('generates the OpenAPI document from the route schemas', async () => {
    const res = await app.inject({ url: '/documentation/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Tracklane API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/version.json']));
    // The zod response schema became JSON schema: the envelope and the health fields.
    const health = doc.paths['/health'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(health.properties)).toEqual(['statusCode', 'message', 'data']);
    expect(health.properties.data.properties.database.properties.driver.enum).toEqual(['pglite', 'postgres']);
    // Test-only routes stay out of the public reference.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/__test'))).toBe(false);
  });

  it('serves the interactive reference with its own assets (works offline)', async () => {
    const page = await app.inject({ url: '/documentation/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
    const styles = [...page.body.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of [...scripts, ...styles]) {
      // Every asset is relative to our own origin, and we serve it.
      expect(asset).not.toMatch(/^https?:/);
      const res = await app.inject({ url: `/documentation/${asset.replace(/^\.\//, '')}` });
      expect(res.statusCode, asset).toBe(200);
    }
    const init = await app.inject({ url: '/documentation/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toMatch(/validatorUrl: null/);
  });
});
