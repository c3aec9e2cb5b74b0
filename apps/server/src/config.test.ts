import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_SETTINGS, ConfigError, loadConfig } from './config.js';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      // This machine only unless HOST says otherwise (was 0.0.0.0: the sandbox inbox on the network).
      host: '127.0.0.1',
      sandboxPublic: false,
      databaseUrl: undefined,
      dataDir: resolve('./data'),
      pgliteThread: 'worker',
      logLevel: 'info',
      rateLimitMax: 60,
      rateLimitWindowMs: 10000,
      overloadMaxInFlight: 64,
      overloadMaxWaitMs: 1000,
      overloadRetryAfterSeconds: 1,
      trustProxy: false,
      testRoutes: false,
      shutdownTimeoutMs: 30000,
    });
    // Relative to the server package, not to the working directory.
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads and converts each setting', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/tracklane',
      DATA_DIR: '/var/lib/tracklane',
      PGLITE_THREAD: 'main',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '1000',
      OVERLOAD_MAX_IN_FLIGHT: '200',
      OVERLOAD_MAX_WAIT_MS: '1500',
      OVERLOAD_RETRY_AFTER_SECONDS: '5',
      TRUST_PROXY: 'true',
      WEB_DIST: '/srv/web',
      TEST_ROUTES: '1',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SANDBOX_WORLD: 'no',
      SANDBOX_SEED: '42',
      SANDBOX_SPEED: '60',
      SANDBOX_CONTAINERS: '500',
      SANDBOX_PORT: '4500',
      SANDBOX_PROCESS: 'inline',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/tracklane',
      dataDir: '/var/lib/tracklane',
      pgliteThread: 'main',
      logLevel: 'debug',
      rateLimitMax: 5,
      rateLimitWindowMs: 1000,
      overloadMaxInFlight: 200,
      overloadMaxWaitMs: 1500,
      overloadRetryAfterSeconds: 5,
      trustProxy: true,
      webDist: '/srv/web',
      testRoutes: true,
      shutdownTimeoutMs: 5000,
      jobConcurrency: undefined,
      jobExpirySeconds: undefined,
      jobMaintenanceSeconds: 120,
      authSecret: undefined,
      accessTokenTtlSeconds: 7200,
      sessionCheckCacheMs: 2000,
      guestSecret: 'tracklane-guest',
      smtpUrl: undefined,
      mailFrom: 'Tracklane <no-reply@tracklane.local>',
      smsUrl: undefined,
      smsApiKey: undefined,
      msgappUrl: undefined,
      msgappApiKey: undefined,
      qrTtlSeconds: 300,
      exportsPendingPerOrganization: 20,
      codeSendsPerIpPerHour: 30,
      signInFailuresPerIp: 50,
      sandboxPublic: false,
      sandboxWorld: false,
      sandboxSeed: 42,
      sandboxSpeed: 60,
      sandboxContainers: 500,
      sandboxStartAt: undefined,
      sandboxPort: 4500,
      sandboxProcess: 'inline',
      oceanTntUrl: undefined,
      oceanTntApiKey: undefined,
      aisFeed: undefined,
      aisRetentionDays: 190,
      oceanCarrierRatePerMinute: 600,
      oceanPushCallbackBase: undefined,
      oceanPushSecretDays: 30,
      oceanRefreshConcurrency: 16,
      terminalUrl: undefined,
      terminalApiKey: undefined,
      terminalWatchRecheckMinutes: 60,
      terminalWatchBatch: 200,
      webhookAllowPrivateAddresses: false,
      webhookRetryAttempts: 18,
      webhookRetryBaseSeconds: 30,
      webhookRetryMaxDelaySeconds: 43200,
      webhookTimeoutMs: 10000,
      dataStaleSilenceHours: 24,
      dataStaleOverdueHours: 12,
      dataStaleCheckMinutes: 10,
      noticeRetentionDays: 180,
      noticeDeliveryRetentionDays: 90,
      webhookMessageRetentionDays: 31,
      reminderRetentionDays: 180,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 0 and 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be an integer between 0 and 65535 (got "70000")'],
    ['PORT', '-1', 'PORT must be an integer between 0 and 65535 (got "-1")'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['PGLITE_THREAD', 'both', 'PGLITE_THREAD must be worker or main (got "both")'],
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX must be an integer between 1 and 1000000 (got "0")'],
    [
      'RATE_LIMIT_WINDOW_MS',
      '1.5',
      'RATE_LIMIT_WINDOW_MS must be an integer between 1 and 86400000 (got "1.5")',
    ],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false (or 1/0, yes/no) (got "maybe")'],
    ['TEST_ROUTES', 'on', 'TEST_ROUTES must be true or false (or 1/0, yes/no) (got "on")'],
    [
      'SHUTDOWN_TIMEOUT_MS',
      'soon',
      'SHUTDOWN_TIMEOUT_MS must be an integer between 1 and 3600000 (got "soon")',
    ],
    [
      'DATABASE_URL',
      'mysql://u:secret@db/x',
      'DATABASE_URL must be a postgres:// or postgresql:// URL (value hidden)',
    ],
  ])('names %s when it is invalid (%s)', (name, value, message) => {
    expect(errorOf({ [name]: value })).toBe(`Invalid configuration: ${message}`);
  });

  it('reads JOB_CONCURRENCY as kind=n pairs, each 1 to 64', () => {
    expect(loadConfig({ JOB_CONCURRENCY: ' exports.build=2, ocean.first-polls = 4' }).jobConcurrency).toEqual(
      {
        'exports.build': 2,
        'ocean.first-polls': 4,
      },
    );
    expect(errorOf({ JOB_CONCURRENCY: 'exports.build' })).toMatch(/JOB_CONCURRENCY must be kind=n/);
    expect(errorOf({ JOB_CONCURRENCY: 'exports.build=0' })).toMatch(
      /JOB_CONCURRENCY each n must be between 1 and 64/,
    );
  });

  it('reads JOB_EXPIRY_SECONDS as kind=seconds pairs, each 1 to 86400', () => {
    expect(loadConfig({ JOB_EXPIRY_SECONDS: 'notifications.deliver=30' }).jobExpirySeconds).toEqual({
      'notifications.deliver': 30,
    });
    expect(errorOf({ JOB_EXPIRY_SECONDS: 'notifications.deliver=0' })).toMatch(
      /JOB_EXPIRY_SECONDS each n must be between 1 and 86400/,
    );
  });

  it('needs MSGAPP_API_KEY with MSGAPP_URL', () => {
    expect(errorOf({ MSGAPP_URL: 'https://im.example.com' })).toBe(
      'Invalid configuration: MSGAPP_API_KEY is required when MSGAPP_URL is set',
    );
    expect(loadConfig({ MSGAPP_URL: 'https://im.example.com', MSGAPP_API_KEY: 'k' }).msgappUrl).toBe(
      'https://im.example.com',
    );
  });

  it('needs SMS_API_KEY with SMS_URL', () => {
    expect(errorOf({ SMS_URL: 'https://sms.example.com' })).toBe(
      'Invalid configuration: SMS_API_KEY is required when SMS_URL is set',
    );
    expect(loadConfig({ SMS_URL: 'https://sms.example.com', SMS_API_KEY: 'k' }).smsUrl).toBe(
      'https://sms.example.com',
    );
  });

  it('accepts AIS feeds as tcp://, udp://, file:/// or off, and nothing else', () => {
    for (const feed of ['tcp://153.44.253.27:5631', 'udp://0.0.0.0:10110', 'file:///var/ais/day.nmea', 'off'])
      expect(loadConfig({ AIS_FEED: feed }).aisFeed).toBe(feed);
    for (const feed of ['http://x:1', 'tcp://host', 'tcp://host:port', 'file://relative'])
      expect(errorOf({ AIS_FEED: feed })).toMatch(/AIS_FEED/);
    expect(loadConfig({}).aisRetentionDays).toBe(190);
  });

  it('needs OCEAN_TNT_API_KEY with OCEAN_TNT_URL and reads the ocean refresh limits', () => {
    expect(errorOf({ OCEAN_TNT_URL: 'https://tnt.example.com' })).toBe(
      'Invalid configuration: OCEAN_TNT_API_KEY is required when OCEAN_TNT_URL is set',
    );
    const config = loadConfig({
      OCEAN_TNT_URL: 'https://tnt.example.com',
      OCEAN_TNT_API_KEY: 'k',
      OCEAN_CARRIER_RATE_PER_MINUTE: '120',
      OCEAN_REFRESH_CONCURRENCY: '4',
    });
    expect(config).toMatchObject({
      oceanTntUrl: 'https://tnt.example.com',
      oceanTntApiKey: 'k',
      oceanCarrierRatePerMinute: 120,
      oceanRefreshConcurrency: 4,
    });
    expect(errorOf({ OCEAN_REFRESH_CONCURRENCY: '0' })).toMatch(
      /OCEAN_REFRESH_CONCURRENCY must be an integer/,
    );
  });

  it('reads the push callback base without its trailing slash; push is off without it', () => {
    expect(loadConfig({}).oceanPushCallbackBase).toBeUndefined();
    expect(loadConfig({}).oceanPushSecretDays).toBe(30);
    const config = loadConfig({
      OCEAN_PUSH_CALLBACK_BASE: 'https://track.example.com/',
      OCEAN_PUSH_SECRET_DAYS: '7',
    });
    expect(config).toMatchObject({
      oceanPushCallbackBase: 'https://track.example.com',
      oceanPushSecretDays: 7,
    });
    expect(errorOf({ OCEAN_PUSH_CALLBACK_BASE: 'track.example.com' })).toMatch(
      /OCEAN_PUSH_CALLBACK_BASE must be an http/,
    );
  });

  it('needs TERMINAL_API_KEY with TERMINAL_URL and reads both', () => {
    expect(errorOf({ TERMINAL_URL: 'https://terminal.example.com' })).toBe(
      'Invalid configuration: TERMINAL_API_KEY is required when TERMINAL_URL is set',
    );
    expect(errorOf({ TERMINAL_URL: 'ftp://terminal.example.com', TERMINAL_API_KEY: 'k' })).toMatch(
      /TERMINAL_URL must be an http/,
    );
    const config = loadConfig({ TERMINAL_URL: 'https://terminal.example.com', TERMINAL_API_KEY: 'k' });
    expect(config).toMatchObject({ terminalUrl: 'https://terminal.example.com', terminalApiKey: 'k' });
  });

  it('refuses a short AUTH_SECRET without echoing it', () => {
    const message = errorOf({ AUTH_SECRET: 'too-short-secret' });
    expect(message).toBe('Invalid configuration: AUTH_SECRET must be at least 32 characters (value hidden)');
  });

  it('never echoes a database URL (it may hold a password)', () => {
    expect(errorOf({ DATABASE_URL: 'postgres//user:hunter2@db/x' })).not.toContain('hunter2');
  });

  it('reports every bad setting in one message', () => {
    expect(errorOf({ PORT: 'x', LOG_LEVEL: 'y' })).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "x"); ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "y")',
    );
  });

  it("needs the schedule providers' keys with their URLs and a SCAC as the carrier code", () => {
    expect(errorOf({ SCHEDULE_OVS_URL: 'https://ovs.example.com' })).toContain(
      'SCHEDULE_OVS_API_KEY is required when SCHEDULE_OVS_URL is set',
    );
    expect(errorOf({ SCHEDULE_CS_URL: 'https://cs.example.com' })).toContain(
      'SCHEDULE_CS_API_KEY is required when SCHEDULE_CS_URL is set',
    );
    expect(errorOf({ SCHEDULE_CARRIER_CODE: 'maersk' })).toContain('SCHEDULE_CARRIER_CODE must be a SCAC');
    expect(
      loadConfig({
        SCHEDULE_OVS_URL: 'https://ovs.example.com/ovs',
        SCHEDULE_OVS_API_KEY: 'k',
        SCHEDULE_CARRIER_CODE: 'MAEU',
      }),
    ).toMatchObject({
      scheduleOvsUrl: 'https://ovs.example.com/ovs',
      scheduleOvsApiKey: 'k',
      scheduleCarrierCode: 'MAEU',
    });
  });

  it('documents every setting it reads', () => {
    const names = CONFIG_SETTINGS.map((s) => s.name);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'PGLITE_THREAD',
      'LOG_LEVEL',
      'RATE_LIMIT_MAX',
      'RATE_LIMIT_WINDOW_MS',
      'OVERLOAD_MAX_IN_FLIGHT',
      'OVERLOAD_MAX_WAIT_MS',
      'OVERLOAD_RETRY_AFTER_SECONDS',
      'TRUST_PROXY',
      'WEB_DIST',
      'TEST_ROUTES',
      'SHUTDOWN_TIMEOUT_MS',
      'JOB_CONCURRENCY',
      'JOB_EXPIRY_SECONDS',
      'JOB_MAINTENANCE_SECONDS',
      'AUTH_SECRET',
      'ACCESS_TOKEN_TTL_SECONDS',
      'SESSION_CHECK_CACHE_MS',
      'GUEST_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'MAIL_FROM',
      'SMS_URL',
      'SMS_API_KEY',
      'MSGAPP_URL',
      'MSGAPP_API_KEY',
      'QR_TTL_SECONDS',
      'EXPORTS_PENDING_PER_ORGANIZATION',
      'CODE_SENDS_PER_IP_PER_HOUR',
      'SIGN_IN_FAILURES_PER_IP',
      'SANDBOX_PUBLIC',
      'SANDBOX_WORLD',
      'SANDBOX_SEED',
      'SANDBOX_SPEED',
      'SANDBOX_START_AT',
      'SANDBOX_CONTAINERS',
      'SANDBOX_PORT',
      'SANDBOX_PROCESS',
      'OCEAN_TNT_URL',
      'OCEAN_TNT_API_KEY',
      'PROVIDER_CONNECTORS',
      'AIS_FEED',
      'AIS_RETENTION_DAYS',
      'OCEAN_CARRIER_RATE_PER_MINUTE',
      'OCEAN_PUSH_CALLBACK_BASE',
      'OCEAN_PUSH_SECRET_DAYS',
      'OCEAN_REFRESH_CONCURRENCY',
      'TERMINAL_URL',
      'TERMINAL_API_KEY',
      'TERMINAL_WATCH_RECHECK_MINUTES',
      'TERMINAL_WATCH_BATCH',
      'SCHEDULE_OVS_URL',
      'SCHEDULE_OVS_API_KEY',
      'SCHEDULE_CS_URL',
      'SCHEDULE_CS_API_KEY',
      'SCHEDULE_CARRIER_CODE',
      'WEBHOOK_ALLOW_PRIVATE_ADDRESSES',
      'WEBHOOK_RETRY_ATTEMPTS',
      'WEBHOOK_RETRY_BASE_SECONDS',
      'WEBHOOK_RETRY_MAX_DELAY_SECONDS',
      'WEBHOOK_TIMEOUT_MS',
      'DATA_STALE_SILENCE_HOURS',
      'DATA_STALE_OVERDUE_HOURS',
      'DATA_STALE_CHECK_MINUTES',
      'NOTICE_RETENTION_DAYS',
      'NOTICE_DELIVERY_RETENTION_DAYS',
      'WEBHOOK_MESSAGE_RETENTION_DAYS',
      'REMINDER_RETENTION_DAYS',
    ]);
    for (const setting of CONFIG_SETTINGS) expect(setting.description.length).toBeGreaterThan(10);
  });
});
