import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace. Browser tests have their own config (e2e/).
export default defineConfig({
  test: {
    // Three workers on two cores: the server files spend much of their time waiting on child
    // processes, sockets and job polls, so a third worker fills the idle CPU (server project
    // 492 s → 269 s measured with four; three keeps more headroom for timing-bound tests).
    maxWorkers: 3,
    projects: ['packages/domain', 'packages/connectors', 'packages/sandbox', 'apps/server', 'apps/web'],
  },
});
