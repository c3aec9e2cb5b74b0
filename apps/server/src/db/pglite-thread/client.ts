import { Worker } from 'node:worker_threads';
import type { QueryResult, ThreadError, ThreadReply, ThreadRequest } from './messages.js';

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What drizzle's PGlite driver and our executeSql call on a client or on a transaction. */
export interface PgliteRunner {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult & { rows: T[] }>;
  exec(text: string): Promise<QueryResult[]>;
}

export interface PgliteThreadClient extends PgliteRunner {
  transaction<T>(work: (tx: PgliteRunner & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** PGlite's error again on this side: its code, detail and constraint, as callers test them. */
function rebuild(error: ThreadError): Error {
  const err = new Error(error.message);
  err.name = error.name;
  return Object.assign(err, error.fields);
}

/**
 * drizzle asks for some types' text unparsed by passing identity parsers; functions do not
 * cross threads, so they go as type ids. Any other parser would be silently dropped: refuse it.
 */
function rawTypesOf(options: QueryOptions | undefined): number[] {
  const types: number[] = [];
  for (const [oid, parse] of Object.entries(options?.parsers ?? {})) {
    if (parse('2001-02-03', Number(oid)) !== '2001-02-03')
      throw new Error(`PGlite thread: only text-keeping parsers are supported (type ${oid})`);
    types.push(Number(oid));
  }
  return types;
}

/** json and jsonb: the thread sends their text (worker.js), parsed here unless asked raw. */
const JSON_TYPES = new Set([114, 3802]);

/** Parses the JSON columns the thread sent as text, in place, as PGlite would have. */
function parseJsonColumns(result: QueryResult, rowMode: 'array' | 'object' | undefined, raw: number[]) {
  result.fields.forEach((field, index) => {
    if (!JSON_TYPES.has(field.dataTypeID) || raw.includes(field.dataTypeID)) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = JSON.parse(value);
    }
  });
  return result;
}

/**
 * PGlite in a worker thread (worker.js) behind the client interface drizzle and the server use:
 * statements, transactions (PGlite's lock holds other statements back while one is open, as in
 * one thread), LISTEN. A notice arrives before the reply of the statement that raised it, as
 * PGlite in one thread delivers it, so `listenConsistent` keeps its promise.
 */
export async function openPgliteThread(dir: string): Promise<PgliteThreadClient> {
  const worker = new Worker(new URL('./worker.js', import.meta.url));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  /** The thread's LISTEN of each channel, which every handler of it waits for. */
  const listening = new Map<string, Promise<unknown>>();
  let nextId = 1;
  let closed = false;
  let failure: Error | undefined;

  const failAll = (err: Error) => {
    failure ??= err;
    closed = true;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  worker.on('message', (reply: ThreadReply) => {
    if ('notify' in reply) {
      for (const handler of listeners.get(reply.notify) ?? []) handler(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(rebuild(reply.error));
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`the PGlite thread stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };

  const runner = (tx: number | undefined): PgliteRunner => ({
    query: async (text, params = [], options) => {
      const rawTypes = rawTypesOf(options);
      const result = await call<QueryResult>({
        op: 'query',
        text,
        // undefined is not a value PostgreSQL knows; PGlite in one thread sends it as null too.
        params: params.map((v) => (v === undefined ? null : v)),
        rowMode: options?.rowMode,
        rawTypes,
        tx,
      });
      // biome-ignore lint/suspicious/noExplicitAny: the caller's row type, as PGlite's query<T>
      return parseJsonColumns(result, options?.rowMode, rawTypes) as any;
    },
    exec: (text) => call({ op: 'exec', text, tx }),
  });

  try {
    await call({ op: 'open', dir });
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  return {
    ...runner(undefined),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({
          ...runner(tx),
          rollback: async () => {
            throw new Error('rollback: throw from the transaction instead');
          },
        });
      } catch (err) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, handler) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        listening.set(channel, call({ op: 'listen', channel }));
      }
      const handlers = set;
      handlers.add(handler);
      await listening.get(channel);
      return async () => {
        handlers.delete(handler);
        if (handlers.size > 0 || listeners.get(channel) !== handlers) return;
        listeners.delete(channel);
        listening.delete(channel);
        if (!closed) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      try {
        await call({ op: 'close' });
      } finally {
        closed = true;
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
  };
}
