import { type SQL, sql } from 'drizzle-orm';
import type { SqlResult } from './database.js';
import { rowsOf, type SqlRunner } from './sql-rows.js';

/**
 * pg-boss's `executeSql(text, values)` over a drizzle runner (a transaction, usually): the
 * `$n` placeholders become bound parameters, so a job is queued in the same transaction as the
 * rows that cause it (architecture.md: work that must happen commits with its cause).
 */
export function sqlExecutorOf(runner: SqlRunner): {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
} {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        last = (match.index ?? 0) + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return { rows: rowsOf<Record<string, unknown>>(await runner.execute(sql.join(chunks))) };
    },
  };
}
