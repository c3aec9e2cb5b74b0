// The one pg-core schema of the server: drizzle-kit generates src/db/migrations from these tables
// and both drivers (PGlite, node-postgres) apply the same migrations.

export * from './api-keys.js';
export * from './app-secrets.js';
export * from './departments.js';
export * from './export-job-chunks.js';
export * from './export-jobs.js';
export * from './export-templates.js';
export * from './invitations.js';
export * from './notification-digests.js';
export * from './notifications.js';
export * from './ocean-imports.js';
export * from './ocean-push-subscriptions.js';
export * from './ocean-shipments.js';
export * from './ocean-subscriptions.js';
export * from './organizations.js';
export * from './periodic-runs.js';
export * from './provider-event-rejections.js';
export * from './qr-scenes.js';
export * from './rate-limit-counters.js';
export * from './sailed-routes.js';
export * from './sandbox-messages.js';
export * from './schedules.js';
export * from './sessions.js';
export * from './share-invitations.js';
export * from './share-links.js';
export * from './system-heartbeats.js';
export * from './terminal-watches.js';
export * from './users.js';
export * from './verification-codes.js';
export * from './vessels.js';
export * from './webhooks.js';
