// The ocean detail page's map in a real browser: the JavaScript it loads (gzip) and the time from
// navigation start to the route drawn (data-route-state="drawn"), each against issue 6's target,
// and the time to land on the map (data-land / data-land-drawn of the MapView) against issue 20's.
// The built server (PGlite, sandbox world of 1,500 containers) runs in a child process on a free
// port; Debian's Chromium is driven through playwright-core like the browser tests.
// BENCH_PAGE=port measures /map/port instead (time to the port markers); BENCH_LOADS (5) loads.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { settle } from './ocean-support.mjs';

const root = new URL('..', import.meta.url).pathname;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PAGE = process.env.BENCH_PAGE === 'port' ? 'port' : 'detail';
const TARGET_JS_KB = 700;
const TARGET_DRAWN_MS = 1500;
// Issue 20: maps show land within 1 s on localhost (any land; the detailed land may follow).
const TARGET_LAND_MS = 1000;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function api(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.statusCode !== 20000) throw new Error(`${method} ${path}: ${json.statusCode} ${json.message}`);
  return json.data;
}

async function startServer() {
  for (const file of ['apps/server/dist/server.js', 'apps/web/dist/index.html'])
    if (!existsSync(join(root, file))) throw new Error(`run \`npm run build\` first (${file} missing)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-bench-map-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  Object.assign(env, { SANDBOX_CONTAINERS: '1500', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' });
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && child.exitCode === null; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    await sleep(250);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop, pid: child.pid };
}

/** A guest token and a subscribed sample whose detail has a shipment with transport legs. */
async function prepareShipment(base) {
  const guest = await api(base, '/auth/guest/token?type=guest&secret=tracklane-guest');
  const token = guest.accessToken;
  const { samples } = await api(base, '/sandbox/world');
  const inputs = [
    ...samples.containers.map((containerNumber) => ({ containerNumber })),
    ...samples.billsOfLading.map((billNumber) => ({ billNumber })),
  ];
  const subscribed = [];
  for (const body of inputs) {
    // Some samples need a carrier code (40020): those are skipped.
    try {
      subscribed.push({
        ...(await api(base, '/application/ocean/subscribe', { token, method: 'POST', body })),
        body,
      });
    } catch {}
  }
  for (let i = 0; i < 120; i += 1) {
    for (const item of subscribed) {
      const detail = await api(base, `/application/ocean/subscribe/${item.id}`, { token });
      if (detail.shipment?.transports?.length) return { token, id: item.id, number: item.businessNumber };
    }
    await sleep(1000);
  }
  throw new Error('no sample got a shipment within two minutes');
}

/** One cold load (fresh context: empty cache) → { jsGzipBytes, jsFiles, drawnMs }. */
async function measure(browser, base, path, token) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // The session store persists under localStorage DATA (zustand persist, version 1).
  await context.addInitScript(
    ([t]) => {
      if (t)
        localStorage.setItem(
          'DATA',
          JSON.stringify({
            state: { accessToken2: t, writeToken: t, loginType: 'guest', language: 'en' },
            version: 1,
          }),
        );
      window.__long = [];
      new PerformanceObserver((l) => window.__long.push(...l.getEntries())).observe({ type: 'longtask' });
      // Timestamp the moment the map reports its result, against navigation start (time origin).
      new MutationObserver(() => {
        // Land on the map: any (data-land, light or detailed) and the detailed one (data-land-drawn).
        const view = document.querySelector('[data-testid="map-view"]');
        if (
          !window.__landAt &&
          view &&
          (view.dataset.landDrawn === 'true' || /^(sketch|light|detailed)$/.test(view.dataset.land ?? ''))
        )
          window.__landAt = performance.now();
        if (!window.__detailedLandAt && view?.dataset.landDrawn === 'true')
          window.__detailedLandAt = performance.now();
        if (window.__drawnAt) return;
        const route = document.querySelector('[data-testid="ocean-route-map"]');
        const ports = document.querySelector('[data-testid="port-map"][data-port-count]');
        if (
          route?.dataset.routeState === 'drawn' ||
          (ports && document.querySelector('[data-testid="port-marker"]'))
        )
          window.__drawnAt = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    [token],
  );
  const jsBodies = [];
  context.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(response.url())) return;
    jsBodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  const page = await context.newPage();
  // Where the time goes: when each call and large asset finished, from just before navigation.
  const started = Date.now();
  const finished = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (/\.(js|mjs|css|svg|png|woff2?)$/.test(url.pathname) && !/land|worker/.test(url.pathname)) return;
    const from = Math.round(request.timing().startTime - started);
    finished.push({
      at: Date.now() - started,
      what: `${request.method()} ${url.pathname} (asked at ${from})`,
    });
  });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => window.__drawnAt, undefined, { timeout: 60_000, polling: 50 });
  const drawnMs = await page.evaluate(() => window.__drawnAt);
  if (process.env.BENCH_DEBUG)
    console.info(
      await page.evaluate(() =>
        [
          ...performance
            .getEntriesByType('resource')
            .map(
              (e) =>
                `${e.startTime.toFixed(0).padStart(6)} ${e.requestStart.toFixed(0).padStart(6)} ${e.responseStart.toFixed(0).padStart(6)} ${e.responseEnd.toFixed(0).padStart(6)} ${e.name.replace(location.origin, '')}`,
            ),
          ...window.__long.map((e) => `longtask ${e.startTime.toFixed(0)} +${e.duration.toFixed(0)}`),
        ].join('\n'),
      ),
    );
  // The page's first-load milestones (shared/perf/mark-once.ts), ms from navigation start.
  const marks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
  );
  await page.waitForLoadState('networkidle');
  // The JavaScript of the load as before the land was awaited (what loads later is not counted).
  const files = (await Promise.all([...jsBodies])).filter(Boolean);
  await page
    .waitForFunction(() => window.__detailedLandAt, undefined, { timeout: 30_000, polling: 50 })
    .catch(() => undefined);
  const landMs = await page.evaluate(() => window.__landAt ?? Number.NaN);
  const detailedLandMs = await page.evaluate(() => window.__detailedLandAt ?? Number.NaN);
  const landMarks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
  );
  Object.assign(marks, landMarks);
  await context.close();
  return {
    drawnMs,
    landMs,
    detailedLandMs,
    jsGzipBytes: files.reduce((s, f) => s + f.gzip, 0),
    files,
    finished,
    marks,
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  let path = '/map/port?ports=CNSHA,USLAX&lang=en';
  let token = null;
  if (PAGE === 'detail') {
    const shipment = await prepareShipment(server.base);
    token = shipment.token;
    path = `/ocean/detail?id=${shipment.id}&lang=en`;
    console.info(`shipment: ${shipment.number} (subscription ${shipment.id})`);
    console.info(`server quiet after ${((await settle(server.pid)) / 1000).toFixed(1)} s`);
  }
  console.info(`page: ${path}, ${LOADS} cold loads at 1366x900`);
  const runs = [];
  for (let i = 0; i < LOADS; i += 1) runs.push(await measure(browser, server.base, path, token));
  const first = runs[0];
  console.info('JavaScript loaded (gzip -9 of each response body):');
  for (const f of [...first.files].sort((a, b) => b.gzip - a.gzip))
    console.info(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(f.url).pathname}`);
  const last = runs.at(-1);
  console.info(
    `last load, finished after (ms): route drawn at ${last.drawnMs.toFixed(0)} from navigation start`,
  );
  for (const f of last.finished) console.info(`  ${String(f.at).padStart(6)}  ${f.what}`);
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.marks)))].filter((n) => n.startsWith('tl:'));
  if (names.length) {
    console.info(
      'milestones, median ms from navigation start (entry run, language, map module, map created, map loaded, route data, route drawn):',
    );
    const at = (n) => median(runs.map((r) => r.marks[n]).filter((v) => v !== undefined));
    for (const n of names.sort((a, b) => at(a) - at(b)))
      console.info(`  ${String(Math.round(at(n))).padStart(6)}  ${n.slice(3)}`);
  }
  const kb = first.jsGzipBytes / 1024;
  const drawn = median(runs.map((r) => r.drawnMs));
  const what = PAGE === 'detail' ? 'route drawn' : 'port markers shown';
  console.info(
    `(a) JS gzip total: ${kb.toFixed(1)} KB; target ${TARGET_JS_KB} KB; ratio ${(kb / TARGET_JS_KB).toFixed(2)}`,
  );
  console.info(
    `(b) navigation start → ${what}: median ${drawn.toFixed(0)} ms of [${runs.map((r) => r.drawnMs.toFixed(0)).join(', ')}]; target ${TARGET_DRAWN_MS} ms; ratio ${(drawn / TARGET_DRAWN_MS).toFixed(2)}`,
  );
  const land = median(runs.map((r) => r.landMs));
  const detailed = median(runs.map((r) => r.detailedLandMs));
  console.info(
    `(c) navigation start → land drawn: median ${land.toFixed(0)} ms of [${runs.map((r) => r.landMs.toFixed(0)).join(', ')}]; target ${TARGET_LAND_MS} ms; ratio ${(land / TARGET_LAND_MS).toFixed(2)}; detailed land: median ${detailed.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
