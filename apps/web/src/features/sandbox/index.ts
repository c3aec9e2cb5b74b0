/** The sandbox feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { useSandboxMessages } from './hooks/use-sandbox-messages';
