import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Connector tests run the sandbox's provider servers on loopback, hence the timeouts.
export default defineProject({
  test: {
    name: 'connectors',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: {
    alias: {
      '@tracklane/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      '@tracklane/sandbox': fileURLToPath(new URL('../sandbox/src/index.ts', import.meta.url)),
    },
  },
});
