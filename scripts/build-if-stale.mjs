#!/usr/bin/env node
// Builds what is out of date: `tsc -b` (incremental already: a no-op when nothing changed, about
// 1 s) and the web build (`vite build`, 15–30 s), which is skipped when apps/web/dist was built
// from the very inputs on disk now. The inputs' SHA-256 is written to apps/web/dist/.inputs-sha256
// after each build; `vite build` empties dist/ first, so a build run by other means never leaves
// a stamp that could claim the wrong inputs. A content hash rather than mtimes: a `git checkout`
// back and forth touches files without changing them.
//
//   node scripts/build-if-stale.mjs            tsc -b, then the web build if stale (npm start)
//   node scripts/build-if-stale.mjs --force    tsc -b and always the web build (npm run build)
//   node scripts/build-if-stale.mjs --web-only leave tsc -b out (npm test type-checks on its own)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.inputs-sha256');
const force = process.argv.includes('--force');
const webOnly = process.argv.includes('--web-only');

// Everything `vite build` reads besides node_modules (which package-lock.json stands for): the app,
// its static files, build plugins and config, and the domain sources vite.config.ts aliases in.
const INPUT_DIRS = ['apps/web/src', 'apps/web/public', 'apps/web/build', 'packages/domain/src'];
const INPUT_FILES = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package.json', // the version the build stamps
  'package-lock.json',
  // Vite's env files (VITE_* values), when present.
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
];
// Test files are never bundled: editing one does not make the build stale.
const NOT_BUNDLED = /\.test\.tsx?$/;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!NOT_BUNDLED.test(path)) out.push(path);
  }
  return out;
}

/** SHA-256 of every input's path and content, and of the variables the build reads. */
function inputsHash() {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.filter((d) => existsSync(join(root, d))).flatMap(filesUnder), ...INPUT_FILES];
  for (const path of files.sort()) {
    hash.update(`${path}\0`);
    hash.update(existsSync(join(root, path)) ? readFileSync(join(root, path)) : '(missing)');
    hash.update('\0');
  }
  // APP_VERSION pins the version; VITE_* variables are compiled into the bundle.
  const env = Object.entries(process.env)
    .filter(([k]) => k === 'APP_VERSION' || k === 'NODE_ENV' || k.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(env));
  return hash.digest('hex');
}

if (!webOnly) run(join(root, 'node_modules/.bin/tsc'), ['-b']);

const hash = inputsHash();
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (!force && stamp === hash && existsSync(join(dist, 'index.html'))) {
  console.info('web build up to date (apps/web/dist matches its inputs): skipped');
} else {
  run('npm', ['run', '--silent', 'build', '-w', '@tracklane/web']);
  // The hash of the inputs as they were before the build: an edit made during it shows as stale.
  writeFileSync(stampFile, `${hash}\n`);
}
