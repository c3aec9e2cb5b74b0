import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** Settings that point the server at this database (merge into the env given to loadConfig). */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, of the kind the environment asks for: PGlite in a
 * fresh temp folder when DATABASE_URL is unset; otherwise a new `tl_t_<random>` database on the
 * DATABASE_URL server (so files run in parallel), dropped afterwards.
 */
export async function createTestDatabase({ fromTemplate = true } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tl-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // A copy of a freshly migrated, empty cluster (see global-setup.ts).
    if (fromTemplate) await cp(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: removeDir };
  }

  const name = `tl_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      // FORCE: a child process killed with -9 may leave sessions behind for a moment.
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);
