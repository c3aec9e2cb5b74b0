import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The view tests' fixture borrows the DCSA connector's event coder (src/ocean/__fixtures__/build.ts),
// whose own imports of @tracklane/domain must resolve to these sources, not a build.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node' },
  resolve: {
    alias: { '@tracklane/domain': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
});
