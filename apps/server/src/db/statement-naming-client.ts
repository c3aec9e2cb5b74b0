import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one pooled connection keeps prepared; past it new texts run unnamed, as before. */
const MAX_PER_CONNECTION = 200;
/** A statement with more parameters than this is a bulk write whose text varies with its size. */
const MAX_PARAMETERS = 64;
/** Texts whose names were computed, so the hash runs once per text. */
const MAX_REMEMBERED_TEXTS = 4000;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= MAX_REMEMBERED_TEXTS) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  values?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * A node-postgres client that runs parameterised statements as named (prepared) statements, one
 * name per statement text. PostgreSQL then parses and plans each text once per connection (and
 * keeps a generic plan when it is as good), instead of on every execution: parse and plan were
 * most of PostgreSQL's time on the hot queries (sign-in check, list pages, refresh writes).
 * Bounded: at most MAX_PER_CONNECTION texts per connection, and only statements with at most
 * MAX_PARAMETERS parameters (bulk writes vary in text with their row count).
 */
export class StatementNamingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads take many shapes.
  override query(config: any, values?: any, callback?: any): any {
    const run = super.query.bind(this) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      typeof callback !== 'function'
    ) {
      return run(this.named({ text: config, values }));
    }
    if (config && typeof config === 'object' && typeof (config as QueryConfigLike).submit !== 'function') {
      return run(this.named(config as QueryConfigLike), values, callback);
    }
    return run(config, values, callback);
  }

  private named<T extends QueryConfigLike>(config: T): T {
    const { text, values, name } = config;
    if (name !== undefined || typeof text !== 'string' || !Array.isArray(values)) return config;
    if (values.length === 0 || values.length > MAX_PARAMETERS) return config;
    const statement = nameOf(text);
    if (!this.prepared.has(statement)) {
      if (this.prepared.size >= MAX_PER_CONNECTION) return config;
      this.prepared.add(statement);
    }
    return { ...config, name: statement };
  }
}
