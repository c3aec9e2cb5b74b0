import { describe, expect, it } from 'vitest';
import { OWN_PROTECTED_PATHS, PROTECTED_PATHS, SDK_PAGES } from '../guard/guard-config';
import { loadNotFoundPage, ROUTES, routeNameOf } from './route-table';

describe('route table', () => {
  it('registers only the pages built so far (everything else falls to not-found)', () => {
    expect(ROUTES.filter((r) => r.page).map((r) => r.path)).toEqual([
      '/',
      '/api',
      '/container',
      '/ais-vessel',
      '/booking',
      '/tracking/ocean',
      '/vessel2/detail',
      '/vessel/detail',
      '/schedule/p2p',
      '/schedule/list',
      '/schedule/p2p/detail',
      '/ocean/detail',
      '/map/ocean',
      '/map/port',
      '/login',
      '/login2',
      '/authorize',
      '/user/settings/info',
      '/user/settings/auth',
      '/user/settings/notifications',
      '/user/settings/shares',
      '/user/settings/export',
      '/user/settings/exports',
      '/enterprise',
      '/enterprise/info',
      '/enterprise/plan',
      '/enterprise/members',
      '/enterprise/departments',
      '/enterprise/permissions',
      '/enterprise/invitations',
      '/enterprise/partners',
      '/join',
      '/no-permission',
      '/ais/vessel',
      '/vessel',
      '/notices',
      '/notices/unsubscribe',
      '/s/:token',
      '/sandbox/mailbox',
    ]);
  });

  it('lists every route of platform.md §2 once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/container',
      '/ais-vessel',
      '/truck',
      '/booking',
      '/tools/shiplist',
      '/login',
      '/dashboard',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('knows every protected and SDK path', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [...PROTECTED_PATHS, ...OWN_PROTECTED_PATHS, ...SDK_PAGES.map((s) => s.path)])
      expect(paths).toContain(p);
  });

  it('names routes for the navigation history', () => {
    expect(routeNameOf('/container/')).toBe('container');
    expect(routeNameOf('/nowhere')).toBe('not-found');
    // A share link's page: one token segment.
    expect(routeNameOf('/s/AbC_123')).toBe('shared-link');
    expect(routeNameOf('/s')).toBe('not-found');
    expect(routeNameOf('/s/a/b')).toBe('not-found');
  });

  it('loads registered pages and the not-found page lazily', async () => {
    for (const r of ROUTES.filter((x) => x.page)) expect(typeof (await r.page?.())?.default).toBe('function');
    expect(typeof (await loadNotFoundPage()).default).toBe('function');
    // Importing every page (antd tables, forms) takes a while on a busy machine.
  }, 60_000);
});
