import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Worlds take seconds to build, many more on a loaded 2-core CI machine: hooks get the same room.
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
  // The sea geography comes from the domain package's sources (no build step before tests).
  resolve: {
    alias: {
      '@tracklane/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
});
