import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, registerMember } from '../test/auth.js';
import { buildServer } from '../test/child-server.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { grantPlanCommand } from './grant-plan.js';

const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

let ctx: TestContext;
let clientId: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  token = (await registerMember(app, 'gus')).token;
  clientId = (await call(app, { token }, 'GET', '/auth/organization/')).data.clientId;
});
afterAll(() => ctx?.cleanup());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await grantPlanCommand(argv, ctx.database, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli grant-plan', () => {
  it('grants an edition for 12 months by default and prints the result', async () => {
    const res = await run('--org', clientId.toLowerCase(), '--edition', 'professional');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      new RegExp(`Granted professional to gus Logistics \\(${clientId}\\) until \\d{4}-`),
    );
    const app = await ctx.app({ env: AUTH_TEST_ENV });
    const { edition } = (await call(app, { token }, 'GET', '/auth/organization/')).data;
    const months = (Date.parse(edition.validUntil) - Date.now()) / (30.4 * 86400_000);
    expect(edition).toMatchObject({ code: 'professional', expired: false, limits: { teamSize: 20 } });
    expect(Math.round(months)).toBe(12);
  });

  it('honours --months', async () => {
    const res = await run('--org', clientId, '--edition', 'business', '--months', '3');
    expect(res.code).toBe(0);
  });

  it.each([
    [['--edition', 'professional'], /--org <clientId> is required/],
    [['--org', 'X', '--edition', 'gold'], /--edition must be one of free, personal/],
    [['--org', 'X', '--edition', 'standard', '--months', '0'], /--months must be a whole number/],
    [['--org', 'TLNOSUCHORG', '--edition', 'standard'], /No organisation has the clientId TLNOSUCHORG/],
    [['--bogus'], /Unknown option '--bogus'/],
  ])('exits 1 with a clear message on %j', async (argv, message) => {
    const res = await run(...argv);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
  });
});

describe('npm run cli (built entry point)', () => {
  it('runs grant-plan against the configured database and exits 1 on an unknown organisation', async () => {
    buildServer();
    const dataDir = await mkdtemp(join(tmpdir(), 'tl-cli-'));
    try {
      const res = spawnSync(
        process.execPath,
        [CLI, 'grant-plan', '--org', 'TLNOPE', '--edition', 'standard'],
        {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
          encoding: 'utf8',
        },
      );
      expect(res.status).toBe(1);
      expect(res.stderr).toContain('No organisation has the clientId TLNOPE');
      const unknown = spawnSync(process.execPath, [CLI, 'nope'], {
        env: { DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('unknown command nope; commands: grant-plan');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
