import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database.js';
import { organizations } from '../db/schema/index.js';
import { createTestContext, type TestContext } from './test-app.js';

/**
 * A test database with one organisation for the refresh tests; `onOpen` receives both once
 * they exist (before the file's tests run), and the database is dropped after them.
 */
export function useRefreshDatabase(
  clientId: string,
  onOpen: (opened: { db: Database; organizationId: string }) => void,
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    const [org] = await ctx.database.orm
      .insert(organizations)
      .values({ name: clientId, clientId })
      .returning();
    onOpen({ db: ctx.database, organizationId: org!.id });
  });
  afterAll(() => ctx?.cleanup());
}
