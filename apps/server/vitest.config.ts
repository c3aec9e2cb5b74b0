import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Integration tests open a real database each (PGlite, or a fresh PostgreSQL database when
// DATABASE_URL is set), hence the generous timeouts.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Child-process tests (kill -9, CLI runs) took 20 s under load with parallel workers.
    testTimeout: 60000,
    hookTimeout: 60000,
    globalSetup: ['src/test/global-setup.ts'],
  },
  resolve: {
    alias: {
      '@tracklane/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
      // Before the package root, which would otherwise match this subpath first.
      '@tracklane/connectors/ais-nmea': fileURLToPath(
        new URL('../../packages/connectors/src/ais/nmea/decode-only.ts', import.meta.url),
      ),
      '@tracklane/connectors': fileURLToPath(
        new URL('../../packages/connectors/src/index.ts', import.meta.url),
      ),
      '@tracklane/sandbox': fileURLToPath(new URL('../../packages/sandbox/src/index.ts', import.meta.url)),
    },
  },
});
