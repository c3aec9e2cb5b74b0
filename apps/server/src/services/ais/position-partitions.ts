import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Monthly partitions of vessel_positions and vessel_track_overview (UTC months). A month's partition is created before the
 * first position of that month is written, and retention drops whole months: no DELETE of
 * millions of rows, no bloat.
 */
/** The full tracks and their 10-minute overview share the monthly scheme. */
const PARENTS = ['vessel_positions', 'vessel_track_overview'] as const;
const NAME = /^(vessel_positions|vessel_track_overview)_y(\d{4})m(\d{2})$/;

export const monthStart = (at: number): number => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (start: number): number => {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const nameOf = (parent: string, start: number): string => {
  const d = new Date(start);
  return `${parent}_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** Remembers the months known to exist, so the ingest checks the catalogue once per month. */
export class PositionPartitions {
  readonly #known = new Set<number>();

  constructor(private readonly db: Database) {}

  /** Creates the partitions of the months of `times` (epoch ms) that do not exist yet. */
  async ensure(times: Iterable<number>): Promise<void> {
    const missing = new Set<number>();
    for (const at of times) {
      const start = monthStart(at);
      if (!this.#known.has(start)) missing.add(start);
    }
    for (const start of missing) {
      await this.#create(start);
      this.#known.add(start);
    }
  }

  async #create(start: number): Promise<void> {
    for (const parent of PARENTS) {
      const name = nameOf(parent, start);
      const statement = `create table if not exists ${name} partition of ${parent}
        for values from ('${new Date(start).toISOString()}') to ('${new Date(nextMonth(start)).toISOString()}')`;
      try {
        await this.db.executeSql(statement);
      } catch (error) {
        // Another process created it between our check and CREATE (IF NOT EXISTS is not atomic
        // against a concurrent CREATE); anything else is real.
        if (!(await this.#exists(name))) throw error;
      }
    }
  }

  async #exists(name: string): Promise<boolean> {
    const result = await this.db.executeSql('select to_regclass($1) is not null as found', [name]);
    return rowsOf<{ found: boolean }>(result)[0]?.found === true;
  }

  /** Drops the partitions whose whole month lies before `cutoff`; returns the dropped months. */
  async dropBefore(cutoff: number): Promise<string[]> {
    const result = await this.db.executeSql(
      `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
       where p.relname in (${PARENTS.map((parent) => `'${parent}'`).join(', ')})`,
    );
    const dropped: string[] = [];
    for (const { name } of rowsOf<{ name: string }>(result)) {
      const match = NAME.exec(name);
      if (!match) continue;
      const start = Date.UTC(Number(match[2]), Number(match[3]) - 1, 1);
      if (nextMonth(start) > cutoff) continue;
      await this.db.executeSql(`drop table if exists ${name}`);
      this.#known.delete(start);
      dropped.push(name);
    }
    return dropped.sort();
  }
}
