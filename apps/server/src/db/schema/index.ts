// The one pg-core schema of the server: drizzle-kit generates src/db/migrations from these tables
// and both drivers (PGlite, node-postgres) apply the same migrations.
export * from './system-heartbeats.js';
