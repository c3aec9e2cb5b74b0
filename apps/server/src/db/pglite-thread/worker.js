// @ts-check
// The PGlite thread: runs the embedded database beside the server's thread, so its WASM work
// (about half of an API call's CPU) runs on a second core and never holds up the server's
// sockets. Plain JavaScript because Node runs it as it is, from the sources in tests and from
// dist in production; messages.ts types what it sends and receives.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./messages.js').ThreadRequest} ThreadRequest */
/** @typedef {import('./messages.js').ThreadReply} ThreadReply */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('worker.js runs as a worker thread');

/** @type {PGlite | undefined} */
let db;
/** Open transactions by id: the PGlite transaction and how to end it. */
/** @type {Map<number, { readonly tx: Transaction, end: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();
let nextTx = 1;
/** @type {Map<string, () => Promise<void>>} */
const unlistens = new Map();
/** json and jsonb. */
const JSON_TYPES = [114, 3802];
/** Keeps the text of these types (drizzle reads dates and intervals itself). */
const keepText = (/** @type {string} */ value) => value;

/** @param {ThreadReply} reply */
const send = (reply) => port.postMessage(reply);

/** @param {unknown} err */
function errorOf(err) {
  const e = /** @type {Record<string, unknown>} */ (err ?? {});
  /** @type {Record<string, string | number>} */
  const fields = {};
  // The database's own fields (code, detail, constraint, table, …); bound values stay here.
  for (const [key, value] of Object.entries(e))
    if ((typeof value === 'string' || typeof value === 'number') && key !== 'message') fields[key] = value;
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(err),
    fields,
  };
}

/**
 * A result as PGlite gives it (rows, fields, affectedRows, command, rowCount), without the blob
 * of `COPY … TO '/dev/blob'`, which we never use.
 * @param {import('@electric-sql/pglite').Results} result
 */
function resultOf(result) {
  const { blob: _blob, ...rest } = result;
  return rest;
}

/** @param {number | undefined} tx */
function runnerOf(tx) {
  if (!db) throw new Error('the database is not open');
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** @param {ThreadRequest} request */
async function handle(request) {
  switch (request.op) {
    case 'open':
      db = await PGlite.create(request.dir);
      return null;
    case 'query': {
      /** @type {Record<number, (value: string) => string>} */
      const parsers = {};
      // JSON crosses as its text: one string is cheaper to clone than the objects PGlite would
      // build, and the server's thread parses it (client.ts), which keeps this one free.
      for (const oid of [...JSON_TYPES, ...request.rawTypes]) parsers[oid] = keepText;
      const result = await runnerOf(request.tx).query(request.text, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        parsers,
      });
      return resultOf(result);
    }
    case 'exec': {
      const results = await runnerOf(request.tx).exec(request.text);
      return results.map(resultOf);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit);
      try {
        await open.done;
      } catch (err) {
        // Ending by rollback rejects on purpose; only a failed commit is an error.
        if (request.commit) throw err;
      }
      return null;
    }
    case 'listen': {
      if (!db || unlistens.has(request.channel)) return null;
      const channel = request.channel;
      unlistens.set(channel, await db.listen(channel, (payload) => send({ notify: channel, payload })));
      return null;
    }
    case 'unlisten': {
      const unlisten = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      if (unlisten && db && !db.closed) await unlisten();
      return null;
    }
    case 'close':
      if (db && !db.closed) await db.close();
      return null;
  }
}

/** Holds PGlite's transaction open (its lock keeps other statements out) until `end`. */
function begin() {
  const open = db;
  if (!open) throw new Error('the database is not open');
  const id = nextTx++;
  return new Promise((opened, failed) => {
    /** @type {(commit: boolean) => void} */
    let end = () => {};
    const ended = new Promise((commit, rollBack) => {
      end = (ok) => (ok ? commit(null) : rollBack(new Error('rolled back')));
    });
    /** @type {Transaction | undefined} */
    let held;
    const done = open
      .transaction(async (tx) => {
        held = tx;
        opened(id);
        await ended;
      })
      .finally(() => transactions.delete(id));
    // Registered before the callback can run (PGlite calls it after its lock, never at once).
    const entry = {
      get tx() {
        return /** @type {Transaction} */ (held);
      },
      end,
      done,
    };
    transactions.set(id, entry);
    // A transaction that failed to open rejects before `opened`; after it, the `end` reply
    // reports the outcome. Either way no rejection goes unhandled.
    done.catch((err) => {
      if (held === undefined) failed(err);
    });
  });
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  handle(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (err) => send({ id: request.id, ok: false, error: errorOf(err) }),
  );
});
