import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, read once at start-up. The table is the
 * single source for validation, defaults and the README (the lead copies `CONFIG_SETTINGS`).
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Both src/ and dist/ sit one level below the package folder, so this resolves the same way
// whether the server runs from TypeScript (tests) or from the build.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be an integer between ${min} and ${max}`);

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false (or 1/0, yes/no)' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const nonEmpty = z.string().min(1, 'must not be empty');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/\S+$/.test(v), 'must be a postgres:// or postgresql:// URL');

interface Setting {
  name: string;
  default: string | undefined;
  description: string;
  schema: z.ZodType;
  /** Never echoed in error messages (a malformed URL can still hold a password). */
  secret?: boolean;
}

export const CONFIG_SETTINGS = [
  {
    name: 'PORT',
    default: '8080',
    description: 'HTTP port to listen on (0 picks a free port).',
    schema: int(0, 65535),
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.', schema: nonEmpty },
  {
    name: 'DATABASE_URL',
    default: undefined,
    description:
      'PostgreSQL connection URL. Unset: embedded PGlite under DATA_DIR. Required by start:api and start:worker.',
    schema: postgresUrl,
    secret: true,
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder for local data; PGlite keeps its database in DATA_DIR/pglite (created if missing).',
    schema: nonEmpty,
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
    schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '60',
    description: 'Calls allowed per window per bearer token (per IP when anonymous); more answer 42900.',
    schema: int(1, 1_000_000),
  },
  {
    name: 'RATE_LIMIT_WINDOW_MS',
    default: '10000',
    description: 'Length of the rate-limit window in milliseconds.',
    schema: int(1, 86_400_000),
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust X-Forwarded-* headers (true behind a reverse proxy) for client IP and protocol.',
    schema: bool,
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description:
      'Built web app to serve (index.html, assets/, version.json). Missing folder: API only, with a warning.',
    schema: nonEmpty,
  },
  {
    name: 'TEST_ROUTES',
    default: 'false',
    description: 'Register the test-only routes under /__test (browser tests). Never in production.',
    schema: bool,
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '30000',
    description: 'Longest graceful shutdown (in-flight requests and jobs) before the process exits with 1.',
    schema: int(1, 3_600_000),
  },
] as const satisfies readonly Setting[];

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  trustProxy: boolean;
  webDist: string;
  testRoutes: boolean;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Validates `env` and returns the typed configuration; throws one ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const setting of CONFIG_SETTINGS as readonly Setting[]) {
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
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    port: values.PORT as number,
    host: values.HOST as string,
    databaseUrl: values.DATABASE_URL as string | undefined,
    dataDir: resolve(values.DATA_DIR as string),
    logLevel: values.LOG_LEVEL as LogLevel,
    rateLimitMax: values.RATE_LIMIT_MAX as number,
    rateLimitWindowMs: values.RATE_LIMIT_WINDOW_MS as number,
    trustProxy: values.TRUST_PROXY as boolean,
    webDist: env.WEB_DIST?.trim() ? resolve(values.WEB_DIST as string) : DEFAULT_WEB_DIST,
    testRoutes: values.TEST_ROUTES as boolean,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS as number,
  };
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
