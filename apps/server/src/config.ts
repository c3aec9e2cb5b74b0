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
  {
    name: 'AUTH_SECRET',
    default: undefined,
    description:
      'Key (at least 32 characters) that signs access tokens; the same on every API replica. Unset: generated once and kept in the database.',
    schema: z.string().min(32, 'must be at least 32 characters'),
    secret: true,
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: '7200',
    description: 'Lifetime of an access token (sign-in, guest, API key, union id) in seconds.',
    schema: int(60, 31_536_000),
  },
  {
    name: 'SESSION_CHECK_CACHE_MS',
    default: '2000',
    description:
      'How long a token check (session, user, plan, group, API key) is reused by later calls with the same token, in ms; any change to those rows drops it at once. 0 reads the session on every call.',
    schema: int(0, 60_000),
  },
  {
    name: 'GUEST_SECRET',
    default: 'tracklane-guest',
    description: 'The built-in guest credential the web app sends for a guest token (GET /auth/guest/token).',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465. Unset: the sandbox mailbox (an SMTP server on loopback whose messages are readable at GET /sandbox/messages).',
    schema: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'),
    secret: true,
  },
  {
    name: 'MAIL_FROM',
    default: 'Tracklane <no-reply@tracklane.local>',
    description: 'Sender of outgoing mail (verification codes).',
    schema: nonEmpty,
  },
  {
    name: 'SMS_URL',
    default: undefined,
    description:
      'Base URL of the SMS provider (POST <url>/v1/messages). Unset: the sandbox SMS provider on loopback, messages readable at GET /sandbox/messages.',
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'SMS_API_KEY',
    default: undefined,
    description: 'API key sent to the SMS provider (x-api-key header); required with SMS_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'MSGAPP_URL',
    default: undefined,
    description:
      'Base URL of the messaging-app provider for QR sign-in and binding (POST <url>/v1/qrcodes). Unset: the sandbox provider on loopback, whose "phone" page (the URL under the QR code) scans and confirms.',
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'MSGAPP_API_KEY',
    default: undefined,
    description: 'API key sent to the messaging-app provider (x-api-key header); required with MSGAPP_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'QR_TTL_SECONDS',
    default: '300',
    description: 'Lifetime of a sign-in or binding QR code in seconds; then the page offers a refresh.',
    schema: int(30, 1800),
  },
  {
    name: 'CODE_SENDS_PER_IP_PER_HOUR',
    default: '30',
    description: 'Verification codes one client IP may request per hour (any number); more answer 42900.',
    schema: int(1, 1_000_000),
  },
  {
    name: 'SIGN_IN_FAILURES_PER_IP',
    default: '50',
    description: 'Failed sign-ins allowed per client IP in 15 minutes (5 per account); more answer 42900.',
    schema: int(1, 1_000_000),
  },
  {
    name: 'SANDBOX_WORLD',
    default: 'true',
    description:
      'Start the sandbox world (a simulated freight world served over DCSA Track & Trace, DCSA schedules and NMEA AIS on loopback) as the embedded default of the freight providers. false: no world (production with real providers, tests).',
    schema: bool,
  },
  {
    name: 'SANDBOX_SEED',
    default: '1',
    description:
      'Seed of the sandbox world: the same seed gives the same carriers, vessels, voyages and containers.',
    schema: int(0, 2_147_483_647),
  },
  {
    name: 'SANDBOX_SPEED',
    default: '1',
    description: 'Speed of the sandbox clock: 1 real time, 60 one simulated hour a minute, 0 frozen.',
    schema: int(0, 3600),
  },
  {
    name: 'SANDBOX_CONTAINERS',
    default: '20000',
    description: 'Containers in flight in the sandbox world (its size); fewer start faster.',
    schema: int(100, 200_000),
  },
  {
    name: 'SANDBOX_PORT',
    default: '0',
    description:
      'First port of the block the sandbox providers listen on, on 127.0.0.1 (T&T, CS, OVS, AIS, truck, rail, air, terminal take port … port+7); 0 picks free ports.',
    schema: int(0, 65_528),
  },
  {
    name: 'OCEAN_TNT_URL',
    default: undefined,
    description:
      'Base URL of the DCSA Track & Trace 2.2 provider that ocean tracking polls (GET <url>/v2/events). Unset: the sandbox world\'s T&T server when SANDBOX_WORLD is on, else no provider (refreshes record "no provider configured").',
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'OCEAN_TNT_API_KEY',
    default: undefined,
    description: 'API key sent to the DCSA Track & Trace provider; required with OCEAN_TNT_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'AIS_FEED',
    default: undefined,
    description:
      "NMEA 0183 AIS feed to ingest: tcp://host:port (a client that reconnects with backoff), udp://host:port (a listener), or file:///path (replayed once). Unset: the sandbox world's AIS feed when SANDBOX_WORLD is on, else none. 'off' ingests nothing.",
    schema: z
      .string()
      .regex(
        /^(off|(tcp|udp):\/\/[^\s/:]+:\d{1,5}|file:\/\/\/\S+)$/,
        'must be tcp://host:port, udp://host:port, file:///path or off',
      ),
  },
  {
    name: 'AIS_RETENTION_DAYS',
    default: '190',
    description:
      'Days of vessel track kept (platform.md: 6 months); whole months older than this are dropped daily.',
    schema: int(31, 3650),
  },
  {
    name: 'OCEAN_CARRIER_RATE_PER_MINUTE',
    default: '600',
    description:
      'Most ocean shipments of one carrier refreshed per minute (per-carrier rate limit of the provider).',
    schema: int(1, 1_000_000),
  },
  {
    name: 'OCEAN_PUSH_CALLBACK_BASE',
    default: undefined,
    description:
      'Public base URL of this server as the T&T provider can reach it (e.g. https://track.example.com). Set: every tracked shipment also gets a push subscription whose signed callbacks arrive at <base>/webhooks/dcsa/tnt/<id>; polling stays on as the safety net. Unset: polling only.',
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'OCEAN_PUSH_SECRET_DAYS',
    default: '30',
    description:
      "Days before a push subscription's signing secret is rotated (the old one stays valid for an hour).",
    schema: int(1, 3650),
  },
  {
    name: 'OCEAN_REFRESH_CONCURRENCY',
    default: '16',
    description: 'Ocean shipments one worker refreshes at the same time (provider calls in flight).',
    schema: int(1, 1000),
  },
  {
    name: 'TERMINAL_URL',
    default: undefined,
    description:
      "Base URL of the terminal-status provider (POST <url>/v1/{us|kr|jp}/download, GET <url>/v1/ports/{port}/events, <url>/v1/subscriptions). Unset: the sandbox world's terminal server when SANDBOX_WORLD is on, else none (terminal calls answer 50000).",
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'TERMINAL_API_KEY',
    default: undefined,
    description: 'API key sent to the terminal-status provider (API-Key header); required with TERMINAL_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'SCHEDULE_OVS_URL',
    default: undefined,
    description:
      "Base URL of the DCSA Operational Vessel Schedules 3.0 provider the schedules.ingest job reads (GET <url>/v3/service-schedules). Unset: the sandbox world's OVS server when SANDBOX_WORLD is on, else no schedule ingest.",
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'SCHEDULE_OVS_API_KEY',
    default: undefined,
    description: 'API key sent to the OVS provider (API-Key header); required with SCHEDULE_OVS_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'SCHEDULE_CS_URL',
    default: undefined,
    description:
      "Base URL of the DCSA Commercial Schedules 1.0 provider whose vessel schedules bring the cut-offs (GET <url>/v1/vessel-schedules). Unset: the sandbox world's CS server when SANDBOX_WORLD is on, else no cut-offs.",
    schema: z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL'),
  },
  {
    name: 'SCHEDULE_CS_API_KEY',
    default: undefined,
    description: 'API key sent to the CS provider (API-Key header); required with SCHEDULE_CS_URL.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'SCHEDULE_CARRIER_CODE',
    default: undefined,
    description:
      "SCAC of the carrier whose schedule endpoints SCHEDULE_OVS_URL / SCHEDULE_CS_URL are (a carrier's own API). Unset: each service's carrier is the vessel operator code the provider publishes (an aggregator or the sandbox).",
    schema: z.string().regex(/^[A-Z]{2,4}$/, 'must be a SCAC (2–4 capital letters)'),
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
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  sessionCheckCacheMs: number;
  guestSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsUrl: string | undefined;
  smsApiKey: string | undefined;
  msgappUrl: string | undefined;
  msgappApiKey: string | undefined;
  qrTtlSeconds: number;
  codeSendsPerIpPerHour: number;
  signInFailuresPerIp: number;
  sandboxWorld: boolean;
  sandboxSeed: number;
  sandboxSpeed: number;
  sandboxContainers: number;
  sandboxPort: number;
  oceanTntUrl: string | undefined;
  oceanTntApiKey: string | undefined;
  aisFeed: string | undefined;
  aisRetentionDays: number;
  oceanCarrierRatePerMinute: number;
  oceanPushCallbackBase: string | undefined;
  oceanPushSecretDays: number;
  oceanRefreshConcurrency: number;
  terminalUrl: string | undefined;
  terminalApiKey: string | undefined;
  scheduleOvsUrl: string | undefined;
  scheduleOvsApiKey: string | undefined;
  scheduleCsUrl: string | undefined;
  scheduleCsApiKey: string | undefined;
  scheduleCarrierCode: string | undefined;
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
  if (values.SMS_URL !== undefined && values.SMS_API_KEY === undefined)
    problems.push('SMS_API_KEY is required when SMS_URL is set');
  if (values.MSGAPP_URL !== undefined && values.MSGAPP_API_KEY === undefined)
    problems.push('MSGAPP_API_KEY is required when MSGAPP_URL is set');
  if (values.OCEAN_TNT_URL !== undefined && values.OCEAN_TNT_API_KEY === undefined)
    problems.push('OCEAN_TNT_API_KEY is required when OCEAN_TNT_URL is set');
  if (values.TERMINAL_URL !== undefined && values.TERMINAL_API_KEY === undefined)
    problems.push('TERMINAL_API_KEY is required when TERMINAL_URL is set');
  if (values.SCHEDULE_OVS_URL !== undefined && values.SCHEDULE_OVS_API_KEY === undefined)
    problems.push('SCHEDULE_OVS_API_KEY is required when SCHEDULE_OVS_URL is set');
  if (values.SCHEDULE_CS_URL !== undefined && values.SCHEDULE_CS_API_KEY === undefined)
    problems.push('SCHEDULE_CS_API_KEY is required when SCHEDULE_CS_URL is set');
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
    authSecret: values.AUTH_SECRET as string | undefined,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS as number,
    sessionCheckCacheMs: values.SESSION_CHECK_CACHE_MS as number,
    guestSecret: values.GUEST_SECRET as string,
    smtpUrl: values.SMTP_URL as string | undefined,
    mailFrom: values.MAIL_FROM as string,
    smsUrl: values.SMS_URL as string | undefined,
    smsApiKey: values.SMS_API_KEY as string | undefined,
    msgappUrl: values.MSGAPP_URL as string | undefined,
    msgappApiKey: values.MSGAPP_API_KEY as string | undefined,
    qrTtlSeconds: values.QR_TTL_SECONDS as number,
    codeSendsPerIpPerHour: values.CODE_SENDS_PER_IP_PER_HOUR as number,
    signInFailuresPerIp: values.SIGN_IN_FAILURES_PER_IP as number,
    sandboxWorld: values.SANDBOX_WORLD as boolean,
    sandboxSeed: values.SANDBOX_SEED as number,
    sandboxSpeed: values.SANDBOX_SPEED as number,
    sandboxContainers: values.SANDBOX_CONTAINERS as number,
    sandboxPort: values.SANDBOX_PORT as number,
    oceanTntUrl: values.OCEAN_TNT_URL as string | undefined,
    oceanTntApiKey: values.OCEAN_TNT_API_KEY as string | undefined,
    aisFeed: values.AIS_FEED as string | undefined,
    aisRetentionDays: values.AIS_RETENTION_DAYS as number,
    oceanCarrierRatePerMinute: values.OCEAN_CARRIER_RATE_PER_MINUTE as number,
    oceanPushCallbackBase: (values.OCEAN_PUSH_CALLBACK_BASE as string | undefined)?.replace(/\/+$/, ''),
    oceanPushSecretDays: values.OCEAN_PUSH_SECRET_DAYS as number,
    oceanRefreshConcurrency: values.OCEAN_REFRESH_CONCURRENCY as number,
    terminalUrl: values.TERMINAL_URL as string | undefined,
    terminalApiKey: values.TERMINAL_API_KEY as string | undefined,
    scheduleOvsUrl: values.SCHEDULE_OVS_URL as string | undefined,
    scheduleOvsApiKey: values.SCHEDULE_OVS_API_KEY as string | undefined,
    scheduleCsUrl: values.SCHEDULE_CS_URL as string | undefined,
    scheduleCsApiKey: values.SCHEDULE_CS_API_KEY as string | undefined,
    scheduleCarrierCode: values.SCHEDULE_CARRIER_CODE as string | undefined,
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
