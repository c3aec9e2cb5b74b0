import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.js';

const workers = e2eWorkers();

// Browser tests: the built app served by the real server, driven through Debian's Chromium.
export default defineConfig({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser on a busy 2-core machine can take more than the default 1 s to settle.
    expect: { poll: { timeout: 5_000, interval: 50 } },
    // E2E_WORKERS files at once (default 2), each worker with its own server, database and
    // Chromium: the global setup starts one server per worker and browser.ts picks it by the
    // worker's VITEST_POOL_ID (1 … maxWorkers, never held by two running files at once).
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
