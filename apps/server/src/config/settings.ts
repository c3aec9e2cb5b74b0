import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROVIDER_CONNECTORS } from '@tracklane/connectors';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, declared once: validation and the Config
 * type (load.ts) and the README's settings table (readme.ts) are produced from this list.
 */
export interface Setting {
  /** The environment variable. Its camelCase spelling is the Config property (SANDBOX_SEED → sandboxSeed). */
  name: string;
  /** Taken when the variable is unset or empty, and parsed like a value; undefined leaves the setting unset. */
  default: string | undefined;
  /** What the README shows as the default when `default` is computed at start-up (a path). */
  shownDefault?: string;
  /** One README table cell of Markdown (a `|` is escaped when rendered). */
  description: string;
  /** Parses the variable into the Config value; its first issue's message names the problem. */
  schema: z.ZodType;
  /** Never echoed in error messages (a malformed URL can still hold a password). */
  secret?: boolean;
  /** A setting that needs this one: loading fails when that one is set and this one is not. */
  requiredWith?: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Both src/ and dist/ sit two levels below the package folder (src/config, dist/config), so this
// resolves the same way whether the server runs from TypeScript (tests) or from the build.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

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

const PROVIDER_KINDS = [...new Set(DEFAULT_PROVIDER_CONNECTORS.map((c) => c.provides))];

/** `kind=connector-id,…` → { kind: id }; the ids are checked against the registry at start-up. */
const connectorChoice = z
  .string()
  .regex(/^\s*[a-z-]+\s*=\s*[\w.-]+\s*(,\s*[a-z-]+\s*=\s*[\w.-]+\s*)*$/, 'must be kind=connector-id, …')
  .transform((v) =>
    Object.fromEntries(
      v.split(',').map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
    ),
  )
  .refine(
    (choice) => Object.keys(choice).every((kind) => PROVIDER_KINDS.includes(kind as never)),
    `names a provider kind other than ${PROVIDER_KINDS.join(', ')}`,
  );

/** `kind=n,…` → { kind: n }; the kinds are checked against the job list when the queue starts. */
const numbersPerJobKind = (least: number, most: number, example: string) =>
  z
    .string()
    .regex(
      /^\s*[a-z][\w.-]*\s*=\s*\d+\s*(,\s*[a-z][\w.-]*\s*=\s*\d+\s*)*$/,
      `must be kind=n, … (e.g. ${example})`,
    )
    .transform((v) =>
      Object.fromEntries(
        v.split(',').map((pair) => {
          const [kind = '', n = ''] = pair.split('=').map((part) => part.trim());
          return [kind, Number(n)] as const;
        }),
      ),
    )
    .refine(
      (choice) => Object.values(choice).every((n) => n >= least && n <= most),
      `each n must be between ${least} and ${most}`,
    );
const jobConcurrency = numbersPerJobKind(1, 64, 'exports.build=2');
const jobExpiry = numbersPerJobKind(1, 86_400, 'notifications.deliver=30');

/** A path, resolved against the working directory at start-up. */
const path = nonEmpty.transform((v) => resolve(v));

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/\S+$/.test(v), 'must be a postgres:// or postgresql:// URL');

/** `a`, `b` or `c` */
const codeList = (values: readonly string[]) =>
  values
    .map((v) => `\`${v}\``)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

export const CONFIG_SETTINGS = [
  {
    name: 'PORT',
    default: '8080',
    description: 'HTTP port to listen on (`0` picks a free port).',
    schema: int(0, 65535),
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface to listen on. The default answers this machine only; `0.0.0.0` (every interface) serves the network, and then the server refuses to start while sign-in codes go to the sandbox inbox (`SMTP_URL` or `SMS_URL` unset) unless `SANDBOX_PUBLIC` is `true`.',
    schema: nonEmpty,
  },
  {
    name: 'DATABASE_URL',
    default: undefined,
    description:
      'PostgreSQL connection URL. Unset: embedded PGlite under `DATA_DIR`. Required by `start:api` and `start:worker`.',
    schema: postgresUrl,
    secret: true,
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for local data; PGlite keeps its database in `DATA_DIR/pglite` (created if missing). One server per folder: a second one exits with an error.',
    schema: path,
  },
  {
    name: 'PGLITE_THREAD',
    default: 'worker',
    description:
      "Where the embedded PGlite runs: `worker`, a thread of its own, so the database and the API's JavaScript use two cores and a long statement never holds up the sockets; `main`, the API's thread (one thread less, for a one-core machine). Ignored with `DATABASE_URL`.",
    schema: z.enum(['worker', 'main'], { error: 'must be worker or main' }),
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `${codeList(LOG_LEVELS)}. Logs are JSON lines with request ids; tokens, passwords, keys and secrets are redacted.`,
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
    name: 'OVERLOAD_MAX_IN_FLIGHT',
    default: '64',
    description:
      "API calls one process serves at once. Past it a call is answered at once with 50300 (HTTP 503, `Retry-After`) instead of queueing: what is let in waits at most about this many ÷ the throughput. `/health`, `/version.json`, the live socket and the web app's files are never refused. `0`: no limit.",
    schema: int(0, 100_000),
  },
  {
    name: 'OVERLOAD_MAX_WAIT_MS',
    default: '1000',
    description:
      'The same 50300 answer while 4 API calls in flight have waited longer than this (a busy machine or a slow database serves fewer calls a second than `OVERLOAD_MAX_IN_FLIGHT` assumes), until the backlog drains. `0`: off.',
    schema: int(0, 600_000),
  },
  {
    name: 'OVERLOAD_RETRY_AFTER_SECONDS',
    default: '1',
    description: '`Retry-After` of the 50300 (server busy) answer, in seconds.',
    schema: int(1, 3600),
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust `X-Forwarded-*` headers (set `true` behind a reverse proxy) for the client IP and protocol.',
    schema: bool,
  },
  {
    name: 'WEB_DIST',
    default: DEFAULT_WEB_DIST,
    shownDefault: 'apps/web/dist',
    description:
      'Built web app to serve (`index.html`, `assets/`, `version.json`; the build writes `.br` and `.gz` copies of its text files, sent to browsers that accept them). Missing: the API is served alone, with a warning.',
    schema: path,
  },
  {
    name: 'TEST_ROUTES',
    default: 'false',
    description:
      'Registers the test-only routes under `/__test` used by the browser tests. Never in production.',
    schema: bool,
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '30000',
    description: 'Longest graceful shutdown (in-flight requests and jobs) before the process exits with 1.',
    schema: int(1, 3_600_000),
  },
  {
    name: 'JOB_CONCURRENCY',
    default: undefined,
    shownDefault: 'sized from the cores',
    description:
      'Jobs of a kind one process runs at once, `kind=n,…` (e.g. `exports.build=2,ocean.first-polls=4`); a kind not named keeps its default from the machine\'s cores (`os.availableParallelism()`, listed in docs/architecture.md, "Background work"). A kind that is not a job stops the start-up.',
    schema: jobConcurrency,
  },
  {
    name: 'JOB_EXPIRY_SECONDS',
    default: undefined,
    shownDefault: "each kind's own",
    description:
      "How long a run of a kind may stay active before it is failed and retried, `kind=seconds,…` (e.g. `notifications.deliver=30`): the time a run lost with its process (`kill -9`, a crash) waits before another process takes it. Kinds not named keep their definition's (`apps/server/src/jobs/*.ts`).",
    schema: jobExpiry,
  },
  {
    name: 'JOB_MAINTENANCE_SECONDS',
    default: '120',
    description:
      "How often a process that works jobs fails the runs active past their expiry (pg-boss's maintenance), so they are retried.",
    schema: int(1, 3600),
  },
  {
    name: 'AUTH_SECRET',
    default: undefined,
    description:
      'Signs access tokens (at least 32 characters, the same on every replica). Unset: generated once and stored in the database.',
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
      "How long one token's check (session, user, plan, group, API key) is reused by its next calls, in ms (0–60000; 0 = read on every call). Any change to those rows, in any process, drops every kept check at once.",
    schema: int(0, 60_000),
  },
  {
    name: 'GUEST_SECRET',
    default: 'tracklane-guest',
    description: 'The built-in guest credential the web app sends for `GET /auth/guest/token`.',
    schema: nonEmpty,
    secret: true,
  },
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'Outgoing mail server (`smtp://` or `smtps://`). Unset: the sandbox mailbox, a real SMTP server on loopback whose messages are readable at `/sandbox/mailbox` from this machine (see `SANDBOX_PUBLIC`).',
    schema: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'),
    secret: true,
  },
  {
    name: 'PUBLIC_URL',
    default: undefined,
    description:
      'Address users reach the web app at, for the links in notification e-mails (`https://track.example.com`). Unset: `http://localhost:<PORT>`.',
    schema: httpUrl,
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
      'SMS provider base URL (`POST <url>/v1/messages`). Unset: the sandbox SMS provider (loopback), readable at `/sandbox/mailbox` from this machine (see `SANDBOX_PUBLIC`).',
    schema: httpUrl,
  },
  {
    name: 'SMS_API_KEY',
    default: undefined,
    description: 'Key sent to the SMS provider (`x-api-key`).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'SMS_URL',
  },
  {
    name: 'MSGAPP_URL',
    default: undefined,
    description:
      'Messaging-app provider base URL for QR sign-in and binding (`POST <url>/v1/qrcodes`) and notification messages to bound accounts (`POST <url>/v1/messages`). Unset: the sandbox provider on loopback; the link under the QR code opens its "phone" page, where the code is scanned and confirmed, and `/phone` there shows the messages received. A separate worker process (`start:worker`) needs it set to send messages.',
    schema: httpUrl,
  },
  {
    name: 'MSGAPP_API_KEY',
    default: undefined,
    description: 'Key sent to the messaging-app provider (`x-api-key`).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'MSGAPP_URL',
  },
  {
    name: 'QR_TTL_SECONDS',
    default: '300',
    description: 'Lifetime of a sign-in or binding QR code (30–1800 s); then the page offers a refresh.',
    schema: int(30, 1800),
  },
  {
    name: 'EXPORTS_PENDING_PER_ORGANIZATION',
    default: '20',
    description:
      'Export jobs one organisation (or guest) may have queued or running at once; another answers 42900 until one finishes, so one backlog cannot fill the queue.',
    schema: int(1, 100_000),
  },
  {
    name: 'CODE_SENDS_PER_IP_PER_HOUR',
    default: '30',
    description:
      'Verification codes one IP may request per hour (per number: one a minute, ten an hour); more answer 42900.',
    schema: int(1, 1_000_000),
  },
  {
    name: 'SIGN_IN_FAILURES_PER_IP',
    default: '50',
    description:
      'Failed sign-ins allowed per IP in 15 minutes, across accounts; more answer 42900, except for accounts that signed in from that IP in the last 30 days. Per account and IP: 5, then waits of 1, 2, 4, 8 and at most 15 minutes after each failure.',
    schema: int(1, 1_000_000),
  },
  {
    name: 'SANDBOX_PUBLIC',
    default: 'false',
    description:
      'Let callers other than this machine read the sandbox inbox (`/sandbox/messages`, the `/sandbox/mailbox` page), which holds every sign-in, sign-up and password-reset code: anyone could take over any account. Only for a throw-away public demo; every start logs a warning. `false`: the sandbox answers loopback callers only (40300 to the others, and to any call that came through a proxy).',
    schema: bool,
  },
  {
    name: 'SANDBOX_WORLD',
    default: 'true',
    description:
      'Start the sandbox world (see below) with the server (in a child process: `SANDBOX_PROCESS`), on loopback, as the embedded default of the freight providers; `GET /sandbox/world` then tells its clock, size, endpoints and sample numbers. `false` in production with real providers.',
    schema: bool,
  },
  {
    name: 'SANDBOX_SEED',
    default: '1',
    description:
      'Seed of the sandbox world: the same seed, the same carriers, vessels, voyages and containers.',
    schema: int(0, 2_147_483_647),
  },
  {
    name: 'SANDBOX_SPEED',
    default: '1',
    description: 'Sandbox clock speed: `1` real time, `60` one simulated hour a minute, `0` frozen.',
    schema: int(0, 3600),
  },
  {
    name: 'SANDBOX_START_AT',
    default: undefined,
    shownDefault: 'the start-up time',
    description:
      "The sandbox clock's first instant (ISO 8601, e.g. `2026-11-27T06:00:00Z`). Before the server's own time and with a `SANDBOX_SPEED` above 1, a demo or test watches hours of carrier updates in minutes while every update is still in the past for the server (which refuses carrier times in its future).",
    schema: z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
  },
  {
    name: 'SANDBOX_CONTAINERS',
    default: '20000',
    description: 'Containers in flight in the sandbox world (100–200,000); fewer start faster.',
    schema: int(100, 200_000),
  },
  {
    name: 'SANDBOX_PORT',
    default: '0',
    description:
      "First of eight ports (127.0.0.1) for the sandbox's T&T, CS, OVS, AIS, truck, rail, air and terminal servers; `0` picks free ports.",
    schema: int(0, 65_528),
  },
  {
    name: 'SANDBOX_PROCESS',
    default: 'child',
    description:
      "`child`: the serving process (`npm start`, `start:api`) runs the sandbox world, its protocol servers and its AIS feed in a child process of its own (its own core; it stops with the server and when the server dies). `inline`: in the server's own process (test apps always do).",
    schema: z.enum(['child', 'inline'], { error: 'must be child or inline' }),
  },
  {
    name: 'OCEAN_TNT_URL',
    default: undefined,
    description:
      'Base URL of the DCSA Track & Trace 2.2 provider that ocean tracking polls (`GET <url>/v2/events`). Unset: the sandbox world\'s T&T server when `SANDBOX_WORLD` is on, else no provider (refreshes record "no provider configured"). A separate worker process (`start:worker`) needs it set: it cannot reach an API process\'s in-process sandbox.',
    schema: httpUrl,
  },
  {
    name: 'OCEAN_TNT_API_KEY',
    default: undefined,
    description: 'API key sent to that provider (`API-Key` header).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'OCEAN_TNT_URL',
  },
  {
    name: 'PROVIDER_CONNECTORS',
    default: undefined,
    description:
      'Which registered connector serves a provider kind, where the registry has more than one: `kind=connector-id` pairs separated by commas (e.g. `ocean-tnt=dcsa-tnt-2.2`). Kinds: `ocean-tnt`, `terminal-status`, `schedule-ovs`, `schedule-cs`, `sms`, `msgapp`, `ais-feed`. Unset: the first connector of each kind in `DEFAULT_PROVIDER_CONNECTORS` (docs/architecture.md, "Providers are plug-ins").',
    schema: connectorChoice,
  },
  {
    name: 'AIS_FEED',
    default: undefined,
    description:
      "NMEA 0183 AIS feed to ingest: `tcp://host:port` (client, reconnects with backoff), `udp://host:port` (listener) or `file:///path` (replayed once). Unset: the sandbox world's AIS feed when `SANDBOX_WORLD` is on. `off`: no ingest. In a scaled deployment the worker ingests it (the API process never does, so it is not ingested twice).",
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
      'Days of vessel track kept (six months); the daily `ais.retention` job drops whole months older than that, and deletes base stations, aids to navigation and SAR aircraft not heard from for as long.',
    schema: int(31, 3650),
  },
  {
    name: 'OCEAN_CARRIER_RATE_PER_MINUTE',
    default: '600',
    description: "Most shipments of one carrier refreshed per minute (the provider's rate limit).",
    schema: int(1, 1_000_000),
  },
  {
    name: 'OCEAN_PUSH_CALLBACK_BASE',
    default: undefined,
    description:
      'Public base URL of this server as the T&T provider reaches it. Set: each tracked shipment also gets a DCSA push subscription; signed callbacks arrive at `POST <base>/webhooks/dcsa/tnt/<id>` and are verified by `Notification-Signature` before anything is stored. Polling continues as the safety net. Unset: polling only.',
    // Callback URLs are built as `${base}/webhooks/…`.
    schema: httpUrl.transform((v) => v.replace(/\/+$/, '')),
  },
  {
    name: 'OCEAN_PUSH_SECRET_DAYS',
    default: '30',
    description:
      "Days before a push subscription's signing secret is rotated; the previous secret stays valid for one hour.",
    schema: int(1, 3650),
  },
  {
    name: 'OCEAN_REFRESH_CONCURRENCY',
    default: '16',
    description:
      'Provider calls one worker has in flight; it refreshes twice as many shipments at once, the others being stored.',
    schema: int(1, 1000),
  },
  {
    name: 'TERMINAL_URL',
    default: undefined,
    description:
      "Terminal-status provider (`POST <url>/v1/{us|kr|jp}/download`, `GET <url>/v1/ports/{port}/events`, `<url>/v1/subscriptions`). Unset: the sandbox world's terminal server when `SANDBOX_WORLD` is on, else none (terminal calls answer 50000).",
    schema: httpUrl,
  },
  {
    name: 'TERMINAL_API_KEY',
    default: undefined,
    description: 'Key sent to the terminal provider (`API-Key` header).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'TERMINAL_URL',
  },
  {
    name: 'TERMINAL_WATCH_RECHECK_MINUTES',
    default: '60',
    description:
      'How often the terminal watch asks the terminal provider about a shipment waiting at its port of discharge (US, KR, JP), for last-free-day changes. The 48-hour reminder does not wait for it: it is checked every 10 minutes from the stored day.',
    schema: int(5, 1440),
  },
  {
    name: 'TERMINAL_WATCH_BATCH',
    default: '200',
    description:
      'Shipments the terminal watch asks about in one 10-minute run (the least recently asked first).',
    schema: int(1, 10_000),
  },
  {
    name: 'SCHEDULE_OVS_URL',
    default: undefined,
    description:
      "Base URL of the DCSA Operational Vessel Schedules 3.0 provider the `schedules.ingest` job reads (`GET <url>/v3/service-schedules`). Unset: the sandbox world's OVS server when `SANDBOX_WORLD` is on, else no schedule ingest. A worker process (`start:worker`) needs it set: it cannot reach an API process's in-process sandbox.",
    schema: httpUrl,
  },
  {
    name: 'SCHEDULE_OVS_API_KEY',
    default: undefined,
    description: 'API key sent to the OVS provider (`API-Key` header).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'SCHEDULE_OVS_URL',
  },
  {
    name: 'SCHEDULE_CS_URL',
    default: undefined,
    description:
      "Base URL of the DCSA Commercial Schedules 1.0 provider whose vessel schedules bring the cut-offs (`GET <url>/v1/vessel-schedules`). Unset: the sandbox world's CS server when `SANDBOX_WORLD` is on, else no cut-offs.",
    schema: httpUrl,
  },
  {
    name: 'SCHEDULE_CS_API_KEY',
    default: undefined,
    description: 'API key sent to the CS provider (`API-Key` header).',
    schema: nonEmpty,
    secret: true,
    requiredWith: 'SCHEDULE_CS_URL',
  },
  {
    name: 'SCHEDULE_CARRIER_CODE',
    default: undefined,
    description:
      "SCAC of the carrier whose own endpoints `SCHEDULE_OVS_URL` / `SCHEDULE_CS_URL` are. Unset (an aggregator, the sandbox): each service's carrier is the vessel operator code the provider publishes.",
    schema: z.string().regex(/^[A-Z]{2,4}$/, 'must be a SCAC (2–4 capital letters)'),
  },
  {
    name: 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES',
    default: 'false',
    description:
      'Let webhook endpoints point at loopback, private, link-local, CGNAT, multicast or cloud-metadata addresses. Off: such addresses are refused when an endpoint is saved and again at each delivery (the address actually connected to), the SSRF guard. Turn on only for a receiver on this machine or network (tests, a closed deployment).',
    schema: bool,
  },
  {
    name: 'WEBHOOK_RETRY_ATTEMPTS',
    default: '18',
    description:
      'Attempts per webhook message (the first and its retries) before it is marked failed. With the default delays, 18 attempts span about 89 hours; an endpoint failing without a success for 72 hours is disabled before that.',
    schema: int(1, 100),
  },
  {
    name: 'WEBHOOK_RETRY_BASE_SECONDS',
    default: '30',
    description:
      'Delay before the first retry of a failed webhook attempt; each further retry waits twice as long (up to `WEBHOOK_RETRY_MAX_DELAY_SECONDS`), plus up to 25 % random jitter.',
    schema: int(1, 86_400),
  },
  {
    name: 'WEBHOOK_RETRY_MAX_DELAY_SECONDS',
    default: '43200',
    description: 'The longest wait between two webhook attempts (12 hours by default).',
    schema: int(1, 7 * 86_400),
  },
  {
    name: 'WEBHOOK_TIMEOUT_MS',
    default: '10000',
    description:
      'A webhook attempt that has not answered (headers and the first 1 KB of its body) in this long has failed.',
    schema: int(100, 60_000),
  },
  {
    name: 'DATA_STALE_SILENCE_HOURS',
    default: '24',
    description:
      'A shipment still under way whose carrier has sent no successful update for this long (counted from its subscription when it never had one) is "data gone stale": one `DATA_STALE` reminder per episode, found by the `notifications.stale` check.',
    schema: int(1, 720),
  },
  {
    name: 'DATA_STALE_OVERDUE_HOURS',
    default: '12',
    description:
      'A shipment whose expected departure from its port of loading (ETD without ATD) or arrival at its port of discharge (ETA without ATA) is overdue by this long is "data gone stale" too.',
    schema: int(1, 720),
  },
  {
    name: 'DATA_STALE_CHECK_MINUTES',
    default: '10',
    description: 'How often the `notifications.stale` check looks for shipments whose data went stale.',
    schema: int(1, 1440),
  },
  {
    name: 'NOTICE_RETENTION_DAYS',
    default: '180',
    description:
      'Notices (the notice centre) older than this are deleted by the daily `notifications.cleanup` job, with their deliveries.',
    schema: int(1, 3650),
  },
  {
    name: 'NOTICE_DELIVERY_RETENTION_DAYS',
    default: '90',
    description:
      'E-mail and messaging-app deliveries of notices (and their attempt counts and errors) older than this are deleted by `notifications.cleanup`.',
    schema: int(1, 3650),
  },
  {
    name: 'WEBHOOK_MESSAGE_RETENTION_DAYS',
    default: '31',
    description:
      'Webhook messages and their delivery log older than this are deleted by `notifications.cleanup`. At least 31: any message of the last 30 days can be redelivered, and a day of margin keeps one created just inside that window.',
    schema: int(31, 3650),
  },
  {
    name: 'REMINDER_RETENTION_DAYS',
    default: '180',
    description:
      'Recorded date changes and stale-data reminders (`ocean_reminders`) already handled by the notifications fan-out and older than this are deleted by `notifications.cleanup`. At least 31: a monthly digest reads the changes of its month.',
    schema: int(31, 3650),
  },
] as const satisfies readonly Setting[];
