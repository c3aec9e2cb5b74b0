import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestContext {
  testDb: TestDatabase;
  /** Opened once per file and shared by the apps the file builds. */
  database: Database;
  config(env?: Record<string, string>): Config;
  /** Builds an app on the shared database; it is closed by `cleanup()`. */
  app(
    options?: { env?: Record<string, string> } & Omit<BuildAppOptions, 'config' | 'database'>,
  ): Promise<FastifyInstance>;
  cleanup(): Promise<void>;
}

/**
 * One database per test file and quiet, web-less defaults without the sandbox world (a test that
 * needs it sets SANDBOX_WORLD); tests override settings through `env`.
 */
export async function createTestContext(): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      LOG_LEVEL: 'silent',
      SANDBOX_WORLD: 'false',
      WEB_DIST: join(testDb.env.DATA_DIR, 'no-web'),
      ...testDb.env,
      ...env,
    });
  const database = await openDatabase(config());
  const apps: FastifyInstance[] = [];
  return {
    testDb,
    database,
    config,
    async app({ env, ...options } = {}) {
      const app = await buildApp({ jobs: false, ...options, config: config(env), database });
      apps.push(app);
      return app;
    },
    async cleanup() {
      for (const app of apps) await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** A throw-away web build: index.html, a hashed asset and version.json. */
export async function createWebDist(version = '1.2.3'): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tl-web-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Tracklane</title><div id="root"></div>');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'version.json'), JSON.stringify({ version }));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
