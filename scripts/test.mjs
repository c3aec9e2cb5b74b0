#!/usr/bin/env node
// The whole suite behind `npm test`: lint, type-check, build, unit + integration, browser.
// Vitest's own summary is not a line CI reads, so this script adds up every step and ends with
// the plain line `N passed, N failed` (a check such as lint counts as one test).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const results = [];

function run(label, cmd, args, env = {}) {
  console.info(`\n━━ ${label}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`━━ ${label}: exit ${res.status ?? res.signal} in ${seconds}s`);
  return res.status === 0;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/** Runs a vitest config and counts its tests from the JSON report; a crash counts as one failure. */
function vitest(label, args) {
  const report = join(out, `${label}.json`);
  const ok = run(label, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    results.push({ label, passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  results.push({
    label,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    failures: failedTests(json),
  });
}

/** Names every failed test (and every file that failed outside a test) of a Vitest JSON report. */
function failedTests(json) {
  const names = [];
  for (const file of json.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedHere = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedHere) {
      const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      names.push(`${path} › ${t.fullName}: ${why}`);
    }
    if (failedHere.length === 0 && file.status === 'failed') {
      names.push(`${path}: ${(file.message ?? 'failed outside a test').split('\n')[0].slice(0, 300)}`);
    }
  }
  return names;
}

const db = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
console.info(`Tracklane test suite on ${db}`);

// TEST_DATABASE_ONLY=1 runs only the steps whose outcome depends on the database: server
// integration and browser tests, on a web build that must already exist. CI sets it for its
// PostgreSQL pass, which follows a full PGlite pass on the same tree, so that lint, type-checks,
// the build and the database-free tests are not run twice.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
let built = true;
let webBuilt = true;
if (databaseOnly) {
  webBuilt = existsSync(join(root, 'apps/web/dist/index.html'));
  console.info('TEST_DATABASE_ONLY=1: lint, type-checks, build and database-free tests skipped');
} else {
  check('lint', bin('biome'), ['check', '.']);
  // The layer rules of docs/architecture.md (who may import whom), .dependency-cruiser.cjs.
  check('layers', bin('depcruise'), ['apps', 'packages', '--config', '.dependency-cruiser.cjs']);
  built = check('typecheck-server', bin('tsc'), ['-b']);
  check('typecheck-server-tests', bin('tsc'), ['-p', 'apps/server/tsconfig.test.json']);
  check('typecheck-sandbox-tests', bin('tsc'), ['-p', 'packages/sandbox/tsconfig.test.json']);
  check('typecheck-connectors-tests', bin('tsc'), ['-p', 'packages/connectors/tsconfig.test.json']);
  check('typecheck-web', bin('tsc'), ['-p', 'apps/web', '--noEmit']);
  check('typecheck-e2e', bin('tsc'), ['-p', 'e2e']);
  webBuilt = check('build-web', 'npm', ['run', '--silent', 'build', '-w', '@tracklane/web']);
}
// The sandbox world and the connectors touch no database: on a PostgreSQL pass their tests would
// only repeat the PGlite pass, so they run on the embedded pass alone; with TEST_DATABASE_ONLY=1
// the domain and web shell tests (no database either) are left out too.
vitest(
  'unit',
  databaseOnly
    ? ['--project', 'server']
    : process.env.DATABASE_URL
      ? ['--project', 'domain', '--project', 'server', '--project', 'web']
      : [],
);
// Browser tests of the shell alone (languages, the 404 page, the version check, the request
// client's queue and toasts): what they check does not depend on the database, so a PostgreSQL
// pass after a PGlite one would only repeat them.
const DATABASE_FREE_BROWSER_TESTS = ['i18n', 'not-found', 'version-check', 'request-client'];
const browserArgs = ['-c', 'e2e/vitest.config.ts'];
if (databaseOnly)
  for (const name of DATABASE_FREE_BROWSER_TESTS) browserArgs.push('--exclude', `**/${name}.e2e.ts`);
if (built && webBuilt) vitest('browser', browserArgs);
else results.push({ label: 'browser (not run: build failed or missing)', passed: 0, failed: 1 });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
writeFileSync(join(out, 'summary.json'), JSON.stringify({ db, passed, failed, skipped, results }, null, 2));
console.info('\nSummary');
for (const r of results) console.info(`  ${r.label.padEnd(34)} ${r.passed} passed, ${r.failed} failed`);
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.label}: ${f}`));
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
