import type { SQL } from 'drizzle-orm';

/** Anything that runs raw SQL: drizzle's database or a transaction, on either driver. */
export interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

/** node-postgres returns { rows }, PGlite's drizzle driver too; both shapes are accepted. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** jsonb arrives parsed from both drivers today; a string (text protocol) is parsed here. */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
