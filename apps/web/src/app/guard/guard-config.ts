/** Pages that need a login (platform.md §4). Exact paths. */
export const PROTECTED_PATHS: readonly string[] = [
  '/container',
  '/ais-vessel',
  '/booking',
  '/schedule/list',
  '/schedule/p2p',
  '/tracking/ocean',
  '/tracking/air',
  '/truck/detail',
  '/user/settings/info',
  '/user/settings/auth',
  '/user/statistic/ocean',
  '/vessel2/detail',
];

/**
 * Our own pages that need a login: the enterprise centre, whose paths platform.md §2 does not
 * show. Kept apart so the list above stays exactly the spec's.
 */
export const OWN_PROTECTED_PATHS: readonly string[] = [
  '/enterprise',
  '/enterprise/info',
  '/enterprise/plan',
  '/enterprise/members',
  '/enterprise/departments',
  '/enterprise/permissions',
  '/enterprise/invitations',
  '/enterprise/partners',
  // The notice centre and the notification settings (issue 21).
  '/notices',
  '/user/settings/notifications',
  // My share links (issue 22). The share link's own page (/s/:token) is public: not listed.
  '/user/settings/shares',
  // Export templates and export jobs (issue 22).
  '/user/settings/export',
  '/user/settings/exports',
];

/**
 * Pages an embedding customer page can show in SDK mode, in the order they are offered. A page is
 * visible when its function code is in the account's systemFunctions — or always, while that list
 * is empty (not loaded yet, or a guest), so an embed never lands on nothing.
 */
export interface SdkPage {
  path: string;
  functionCode: string;
}

export const SDK_PAGES: readonly SdkPage[] = [
  { path: '/container', functionCode: 'container' },
  { path: '/ais-vessel', functionCode: 'ais-vessel' },
  { path: '/truck', functionCode: 'truck' },
  { path: '/booking', functionCode: 'booking' },
  { path: '/schedule/p2p', functionCode: 'schedule' },
];

export interface GuardConfig {
  /** Protected in addition to PROTECTED_PATHS. */
  extraProtectedPaths: readonly string[];
  /** Never force a login on these, whatever the language. */
  exemptPaths: readonly string[];
  sdkPages: readonly SdkPage[];
}

function pathList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Deployments extend the lists at build time: VITE_GUARD_EXTRA_PROTECTED, VITE_GUARD_EXEMPT. */
export const defaultGuardConfig: GuardConfig = {
  extraProtectedPaths: pathList(import.meta.env.VITE_GUARD_EXTRA_PROTECTED),
  exemptPaths: pathList(import.meta.env.VITE_GUARD_EXEMPT),
  sdkPages: SDK_PAGES,
};
