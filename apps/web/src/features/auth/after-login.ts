/**
 * Where a fresh sign-in lands: the target the guard remembered (a same-site path), else home.
 * The login screens themselves are never a target, or the user would bounce back to the form.
 */
export function afterLoginTarget(remembered: string | null | undefined): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return '/';
  const path = remembered.split(/[?#]/)[0] ?? '';
  return path === '/login' || path === '/login2' ? '/' : remembered;
}
