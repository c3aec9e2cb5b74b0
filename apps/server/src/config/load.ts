import type { z } from 'zod';
import { CONFIG_SETTINGS, type LOG_LEVELS, type Setting } from './settings.js';

export type LogLevel = (typeof LOG_LEVELS)[number];

type CamelTail<S extends string> = S extends `${infer Word}_${infer Rest}`
  ? `${Capitalize<Lowercase<Word>>}${CamelTail<Rest>}`
  : Capitalize<Lowercase<S>>;

/** SANDBOX_SEED → sandboxSeed */
export type CamelCase<S extends string> = S extends `${infer Word}_${infer Rest}`
  ? `${Lowercase<Word>}${CamelTail<Rest>}`
  : Lowercase<S>;

/** The Config property of an environment variable, as `CamelCase` spells it. */
export function configKey<S extends string>(name: S): CamelCase<S> {
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
}

type Declared = (typeof CONFIG_SETTINGS)[number];

/** The parsed value; a setting without a default may be unset. */
type ValueOf<S extends Declared> = z.output<S['schema']> | (S['default'] extends string ? never : undefined);

/** The validated settings, one property per declared setting. */
export type Config = { [S in Declared as CamelCase<S['name']>]: ValueOf<S> };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Validates `env` and returns the typed configuration; throws one ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const settings: readonly Setting[] = CONFIG_SETTINGS;
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const setting of settings) {
    // An empty variable (`PORT=` in a compose file) means "use the default", as if unset.
    const raw = env[setting.name]?.trim() || undefined;
    if (raw === undefined && setting.default === undefined) continue;
    const result = setting.schema.safeParse(raw ?? setting.default);
    if (result.success) values[setting.name] = result.data;
    else {
      const got = setting.secret ? 'value hidden' : `got ${JSON.stringify(raw)}`;
      problems.push(`${setting.name} ${result.error.issues[0]?.message} (${got})`);
    }
  }
  for (const { name, requiredWith } of settings)
    if (requiredWith && values[requiredWith] !== undefined && values[name] === undefined)
      problems.push(`${name} is required when ${requiredWith} is set`);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return Object.fromEntries(settings.map(({ name }) => [configKey(name), values[name]])) as Config;
}

/** Process entry points call this: a bad setting prints one line on stderr and exits with 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** start-api and start-worker share one PostgreSQL; PGlite is a single-process database. */
export function requireDatabaseUrl(config: Config, entry: string): Config & { databaseUrl: string } {
  if (config.databaseUrl) return { ...config, databaseUrl: config.databaseUrl };
  console.error(
    `Invalid configuration: DATABASE_URL is required by ${entry} (the scaled deployment shares one PostgreSQL database; use npm start for the embedded one)`,
  );
  process.exit(1);
}
