import { defineConfig } from 'vitest/config';

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
    // One Chromium at a time: the machine has 2 cores and the server needs one.
    fileParallelism: false,
  },
});
