import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite cluster with every migration applied and no rows, that test databases copy. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb takes seconds of WASM and our migrations seconds more; copying the result takes
 * milliseconds. So the template is built once per run, through the server's own open-and-migrate
 * path, and each test database starts as a copy of it (the server's migrate step then finds
 * nothing to do). Migrations themselves are still exercised: database.test.ts starts from an
 * empty folder, and every PostgreSQL test database runs them from scratch.
 */
export default async function setup(project: TestProject) {
  // With DATABASE_URL the test databases are PostgreSQL ones; no template needed.
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'tl-pglite-template-'));
  const db = await openPglite(dir);
  await db.close();
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return () => rm(dir, { recursive: true, force: true });
}
