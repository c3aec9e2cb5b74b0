import { MY_SHIPMENTS_PATH } from '../../shared/paths';

/**
 * Where a fresh sign-in lands: the target the guard remembered (a same-site path), else the
 * user's own shipments — what a signed-in forwarder comes for, not the marketing page. The login
 * screens themselves are never a target, or the user would bounce back to the form.
 */
export function afterLoginTarget(remembered: string | null | undefined): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return MY_SHIPMENTS_PATH;
  const path = remembered.split(/[?#]/)[0] ?? '';
  return path === '/login' || path === '/login2' ? MY_SHIPMENTS_PATH : remembered;
}
