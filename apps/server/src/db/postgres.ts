import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CONSISTENT_CHANNELS, type ConsistentChannel } from './consistent-channels.js';
import { assertChannelName, type Database } from './database.js';
import { ListeningClient } from './listening-client.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema/index.js';

// Any constant works; it only has to be the same in every replica (and stays the value the
// migration-only lock had, so a replica of the previous version still excludes this one).
const STARTUP_LOCK_ID = 7_321_001;

/** PostgreSQL through a node-postgres pool (scaled deployment, DATABASE_URL set). */
export async function openPostgres(url: string, onError: (err: Error) => void): Promise<Database> {
  // Named statements: each text is parsed and planned once per connection (statement-naming-client.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: ListeningClient });
  // An idle client losing its connection must not crash the process (an unhandled 'error'
  // event would); the pool replaces it and the next query reconnects.
  pool.on('error', onError);
  const consistent = listenOnEveryConnection(pool);
  const serializeStartup = <T>(work: (client: pg.PoolClient) => Promise<T>) => withStartupLock(pool, work);
  try {
    await serializeStartup((client) =>
      migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  } catch (err) {
    await pool.end();
    throw err;
  }
  const orm = drizzle({ client: pool, schema });
  const listener = createListener(url, onError);

  let closed: Promise<void> | undefined;
  return {
    driver: 'postgres',
    location: redactUrl(url),
    orm,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // A multi-statement text yields one result per statement; callers want the last.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: listener.listen,
    serializeStartup: (work) => serializeStartup(() => work()),
    async listenConsistent(channel, handler) {
      // The pooled connections hear this process's own notices as their statements commit; the
      // dedicated listener hears other processes' even while the pool holds no connection.
      const stopPooled = consistent.add(channel, handler);
      try {
        const stopListener = await listener.listen(channel, handler);
        return async () => {
          stopPooled();
          await stopListener();
        };
      } catch (err) {
        stopPooled();
        throw err;
      }
    },
    close() {
      closed ??= Promise.all([listener.close(), pool.end()]).then(() => {});
      return closed;
    },
  };
}

type NoticeHandler = (payload: string) => void;

/** The connection's backend process id (node-postgres keeps it from BackendKeyData, untyped). */
const backendPidOf = (client: pg.PoolClient): unknown =>
  (client as unknown as { processID?: unknown }).processID;

/**
 * Every pooled connection LISTENs to CONSISTENT_CHANNELS from the moment it connects
 * (ListeningClient), and its own notices go to the handlers. PostgreSQL sends a session the
 * notices of its own transaction before it reports the commit, and node-postgres emits them as
 * it reads them, so the handlers run before the committing statement's promise resolves.
 */
function listenOnEveryConnection(pool: pg.Pool) {
  const handlers = new Map<string, Set<NoticeHandler>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      // Only the connection's own notices: every other one reaches the dedicated listener too,
      // and ten idle connections repeating it would only clear caches ten times over.
      if (message.processId !== backendPidOf(client)) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
  });
  return {
    add(channel: ConsistentChannel, handler: NoticeHandler): () => void {
      if (!CONSISTENT_CHANNELS.includes(channel)) throw new Error(`not a consistent channel: ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => {
        set.delete(handler);
      };
    },
  };
}

/**
 * LISTEN belongs to a session, so it cannot go through the pool (a pooled client goes back with
 * its LISTENs). One dedicated client per process, opened by the first listen; when it drops it
 * reconnects a second later and listens again to every channel that still has handlers.
 */
function createListener(url: string, onError: (err: Error) => void) {
  const handlers = new Map<string, Set<NoticeHandler>>();
  let active: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    const session = (async () => {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${channel}`);
      return client;
    })();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (err) => {
      onError(err);
      lose(session);
    });
    client.on('end', () => lose(session));
    return session;
  }

  function ensureSession(): Promise<pg.Client> {
    if (active) return active;
    const session = open();
    active = session;
    session.catch((err: Error) => {
      onError(err);
      lose(session);
    });
    return session;
  }

  function lose(session: Promise<pg.Client>): void {
    if (active !== session) return;
    active = undefined;
    session.then((client) => client.end()).catch(() => {});
    if (closed || handlers.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed && handlers.size > 0) ensureSession().catch(() => {});
    }, 1000);
    retryTimer.unref();
  }

  async function listen(channel: string, handler: NoticeHandler): Promise<() => Promise<void>> {
    assertChannelName(channel);
    if (closed) throw new Error('database closed');
    const known = handlers.get(channel);
    if (known) known.add(handler);
    else handlers.set(channel, new Set([handler]));
    try {
      // A session opening right now may already LISTEN to it; a second LISTEN is harmless.
      await (await ensureSession()).query(`listen ${channel}`);
    } catch (err) {
      const set = handlers.get(channel);
      if (set?.delete(handler) && set.size === 0) handlers.delete(channel);
      throw err;
    }
    return async () => {
      const set = handlers.get(channel);
      if (!set?.delete(handler) || set.size > 0) return;
      handlers.delete(channel);
      const client = await active?.catch(() => undefined);
      await client?.query(`unlisten ${channel}`).catch(() => {});
    };
  }

  async function close(): Promise<void> {
    closed = true;
    clearTimeout(retryTimer);
    const session = active;
    active = undefined;
    const client = await session?.catch(() => undefined);
    await client?.end().catch(() => {});
  }

  return { listen, close };
}

/**
 * N API replicas and M workers start together: the session advisory lock, held on one pooled
 * connection while `work` runs, lets one process at a time do its schema work. `work` may use
 * that connection (the migrator does) or others of the pool (pg-boss does).
 */
async function withStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let locked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    locked = true;
    return await work(client);
  } finally {
    // A connection whose lock or unlock failed is destroyed rather than pooled: ending the
    // session releases a lock it may still hold.
    const unlocked =
      locked &&
      (await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).then(
        () => true,
        () => false,
      ));
    client.release(!unlocked);
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
