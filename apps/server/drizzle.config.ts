import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @tracklane/server` writes a new migration after a schema change.
// Generation is offline (no database needed); both drivers apply the result at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
