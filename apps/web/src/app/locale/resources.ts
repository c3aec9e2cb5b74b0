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
  'oceanImport',
  'oceanDetail',
  'map',
  'vessels',
  'schedules',
  'notifications',
  'digests',
  'sharing',
  'exports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell (header, footer, user menu, request errors) shows on every page: these come with
 * the language's shell bundle (shell-strings/), the others one file at a time (strings-files.ts).
 */
export const SHELL_NAMESPACES = ['common', 'auth'] as const satisfies readonly Namespace[];
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

export const isShellNamespace = (ns: string): ns is ShellNamespace =>
  (SHELL_NAMESPACES as readonly string[]).includes(ns);
