/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated extra protected paths for the login guard. */
  readonly VITE_GUARD_EXTRA_PROTECTED?: string;
  /** Comma-separated paths never forced to log in. */
  readonly VITE_GUARD_EXEMPT?: string;
  /** API host when it differs from the page's origin; empty means same origin. */
  readonly VITE_API_BASE?: string;
}
