/**
 * One namespace per feature plus `common` (DESIGN.md §7): locales/{zh,en,jp}/<namespace>.json.
 * A new feature adds its three files and its name here.
 */
export const NAMESPACES = [
  'common',
  'home',
  'api',
  'notfound',
  'auth',
  'account',
  'sandbox',
  'enterprise',
  'ocean',
  'oceanSearch',
  'oceanList',
  'oceanDetail',
  'map',
  'vessels',
  'schedules',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the shell (header, footer, user menu, request errors) shows on every page. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'auth'];
