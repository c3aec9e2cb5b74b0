import { writeSync } from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `chunk` to stdout before returning, so the caller may reuse it: no copy, and
 * none of process.stdout's stream machinery per chunk. Stdout may be a non-blocking pipe (set so
 * by whoever started us) whose reader lags: then the write is retried after a millisecond.
 */
export function writeStdout(chunk: Uint8Array): void {
  let from = 0;
  while (from < chunk.length) {
    try {
      from += writeSync(1, chunk, from);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
