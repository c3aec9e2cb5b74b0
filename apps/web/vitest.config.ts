import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@tracklane/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering antd pages in jsdom takes a few seconds on a busy 2-core machine (CI runs the
    // server suite beside it); the default 5 s failed layout tests that pass alone in 1 s.
    testTimeout: 20_000,
  },
});
