import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace. Browser tests have their own config (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/connectors', 'packages/sandbox', 'apps/server', 'apps/web'],
  },
});
