/** Migration 0013's triggers: a session, user, organisation, permission group or API key changed. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * The channels `Database.listenConsistent` serves. Fixed when the database opens, because on
 * PostgreSQL each pooled connection LISTENs to them as it connects (a connection cannot be
 * reached once it sits idle in the pool).
 */
export const CONSISTENT_CHANNELS = [AUTH_CHANGED_CHANNEL] as const;

export type ConsistentChannel = (typeof CONSISTENT_CHANNELS)[number];
