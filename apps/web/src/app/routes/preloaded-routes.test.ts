import { describe, expect, it } from 'vitest';
import { PRELOADED_ROUTES } from './preloaded-routes';
import { routeOf } from './route-table';

describe('preloaded routes', () => {
  it.each(Object.entries(PRELOADED_ROUTES))(
    '%s is a page of the route table with the same strings',
    (path, route) => {
      const def = routeOf(path);
      expect(def?.page).toBeTypeOf('function');
      expect([...(def?.ns ?? [])].sort()).toEqual([...route.ns].sort());
    },
  );
});
