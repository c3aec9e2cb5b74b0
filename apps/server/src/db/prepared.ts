import type { Database } from './database.js';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement of fixed shape, built once per database handle under `name`: the query builder
 * runs once instead of on every call, and on PostgreSQL the statement is parsed and planned once
 * per pooled connection (named statements; planning was most of a hot query's server time).
 * Values go in as placeholders at execute time. Only for shapes that are few and fixed: each
 * name is a statement kept by every connection.
 */
export function preparedStatement<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
