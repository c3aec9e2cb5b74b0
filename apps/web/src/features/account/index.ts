/** The account feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { CURRENT_USER_KEY, useCurrentUser } from './hooks/use-current-user';
