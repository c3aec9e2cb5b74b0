/**
 * The messages between the server's thread and the PGlite thread (worker.js). Plain data only:
 * they cross `postMessage`, which clones Dates, BigInts, typed arrays and nested objects.
 */

/** A statement with parameters (PGlite's extended protocol). `tx`: inside that transaction. */
export interface QueryRequest {
  id: number;
  op: 'query';
  text: string;
  params: unknown[];
  rowMode: 'array' | 'object' | undefined;
  /** Type OIDs whose values come back as PostgreSQL's text, unparsed (drizzle's parsers). */
  rawTypes: number[];
  tx: number | undefined;
}

/** One text of any number of statements, no parameters (PGlite's simple protocol). */
export interface ExecRequest {
  id: number;
  op: 'exec';
  text: string;
  tx: number | undefined;
}

export type ThreadRequest =
  | { id: number; op: 'open'; dir: string }
  | QueryRequest
  | ExecRequest
  /** Opens a transaction: every statement without its id waits until it ends. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A database error's fields (code, detail, constraint, …), to rebuild it on the server's side. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

/** PGlite's Results, less its blob. */
export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  /** A NOTIFY: sent before the reply of the statement that raised it. */
  | { notify: string; payload: string };
