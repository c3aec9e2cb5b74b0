#!/usr/bin/env node
// The whole suite behind `npm test`: lint, type-check, build, unit + integration, browser.
// Vitest's own summary is not a line CI reads, so this script adds up every step and ends with
// the plain line `N passed, N failed` (a check such as lint counts as one test).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const results = [];
const suiteStarted = Date.now();
/** Seconds the last `run` took, kept with its step's result for the summary. */
let lastSeconds = 0;

browserPrerequisites();

function run(label, cmd, args, env = {}) {
  console.info(`\n━━ ${label}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  lastSeconds = (Date.now() - started) / 1000;
  console.info(`━━ ${label}: exit ${res.status ?? res.signal} in ${lastSeconds.toFixed(1)}s`);
  return res.status === 0;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
  return ok;
}

/**
 * The browser tests need Chromium, and the CJK fonts for the Chinese and Japanese pages they render
 * and screenshot. Checked before anything runs: as root with apt-get (a fresh container, CI) the
 * missing Debian packages are installed as .ci/run does; otherwise the suite stops at once with one
 * line naming what to install, rather than running for minutes to fail, or pass, without a browser.
 */
function browserPrerequisites() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const missing = () => {
    const packages = [];
    if (!isExecutable(chromium)) packages.push('chromium');
    if (!hasCjkFonts()) packages.push('fonts-noto-cjk');
    return packages;
  };
  let packages = missing();
  if (packages.length === 0) return;
  // CHROMIUM_PATH names a binary apt-get would not install.
  const aptCanFix = !(packages.includes('chromium') && process.env.CHROMIUM_PATH);
  if (aptCanFix && process.getuid?.() === 0 && commandExists('apt-get')) {
    console.info(`Installing ${packages.join(' ')} for the browser tests (apt-get)`);
    const res = spawnSync(
      'sh',
      ['-c', `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')} >/dev/null`],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (res.status === 0) packages = missing();
  }
  if (packages.length === 0) return;
  const chromiumHint = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable: point it at a Chromium binary`
    : null;
  const apt = packages.filter((p) => p !== 'chromium' || !process.env.CHROMIUM_PATH);
  const aptHint =
    apt.length > 0 ? `install ${apt.join(' and ')}: sudo apt-get install -y ${apt.join(' ')}` : null;
  console.error(
    `npm test stopped: the browser tests need Chromium and CJK fonts; ${[aptHint, chromiumHint].filter(Boolean).join('; ')}`,
  );
  process.exit(1);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** fonts-noto-cjk on Debian (dpkg); elsewhere any font fontconfig lists for Chinese; no tool: assumed. */
function hasCjkFonts() {
  if (commandExists('dpkg-query')) {
    const res = spawnSync('dpkg-query', ['-W', `-f=\${Status}`, 'fonts-noto-cjk'], { encoding: 'utf8' });
    return res.status === 0 && res.stdout.includes('install ok installed');
  }
  if (commandExists('fc-list')) {
    return spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout.trim() !== '';
  }
  return true;
}

/** Runs a vitest config and counts its tests from the JSON report; a crash counts as one failure. */
function vitest(label, args) {
  const report = join(out, `${label}.json`);
  const unhandledReport = join(out, `${label}-unhandled.json`);
  const ok = run(
    label,
    bin('vitest'),
    [
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${join(root, 'scripts/vitest-unhandled-reporter.mjs')}`,
    ],
    { VITEST_UNHANDLED_REPORT: unhandledReport },
  );
  if (!existsSync(report)) {
    results.push({ label, passed: 0, failed: 1, seconds: lastSeconds });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A run that passes nothing (every file skipped or filtered out) is not a success.
  const nothingRan = json.numPassedTests === 0 && json.numFailedTests === 0;
  const failed = json.numFailedTests + ((ok && !nothingRan) || json.numFailedTests > 0 ? 0 : 1);
  const failures = [...failedTests(json), ...unhandledErrors(unhandledReport)];
  if (nothingRan) failures.push(`${label}: no test ran`);
  results.push({
    label,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    failures,
    seconds: lastSeconds,
  });
}

/** Names each error vitest caught outside a test: it fails the run though every test passed. */
function unhandledErrors(file) {
  if (!existsSync(file)) return [];
  const path = (p) => (p?.startsWith(root) ? p.slice(root.length) : p);
  return JSON.parse(readFileSync(file, 'utf8')).map(
    (e) => `unhandled ${e.name}${e.origin ? ` (${path(e.origin)})` : ''}: ${e.message}`,
  );
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
  // Always built (--force), and stamped, so that a following `npm start` finds it up to date.
  webBuilt = check('build-web', process.execPath, ['scripts/build-if-stale.mjs', '--force', '--web-only']);
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
else results.push({ label: 'browser (not run: build failed or missing)', passed: 0, failed: 1, seconds: 0 });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
const totalSeconds = (Date.now() - suiteStarted) / 1000;
writeFileSync(
  join(out, 'summary.json'),
  JSON.stringify({ db, passed, failed, skipped, seconds: Math.round(totalSeconds), results }, null, 2),
);
console.info('\nSummary');
for (const r of results) {
  console.info(
    `  ${r.label.padEnd(34)} ${`${r.seconds.toFixed(1)}s`.padStart(7)}  ${r.passed} passed, ${r.failed} failed`,
  );
}
console.info(`  ${'total'.padEnd(34)} ${`${totalSeconds.toFixed(1)}s`.padStart(7)}`);
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.label}: ${f}`));
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
