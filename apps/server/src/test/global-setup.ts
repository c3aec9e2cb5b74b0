import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initdb'ed, empty PGlite cluster that test databases start as a copy of. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb takes seconds of WASM; copying its result takes milliseconds. Each test
 * database is still a cluster of its own that runs our migrations itself (a copy of a cluster
 * that never had them). database.test.ts also starts one from an empty folder.
 */
export default async function setup(project: TestProject) {
  // With DATABASE_URL the test databases are PostgreSQL ones; no template needed.
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'tl-pglite-template-'));
  const template = join(dir, 'pglite');
  const pg = await PGlite.create(template);
  await pg.close();
  project.provide('pgliteTemplate', template);
  return () => rm(dir, { recursive: true, force: true });
}
