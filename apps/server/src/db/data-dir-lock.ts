import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dir: string, holder: string) {
    super(
      `The PGlite data folder ${dir} is in use by ${holder}. PGlite allows one process per folder: ` +
        'stop the other server, or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is an embedded, single-process database: two servers writing one folder corrupt it.
 * A lock file holding the owner's pid keeps a second one out; a lock left by a process that no
 * longer runs (kill -9, crash, container restart where we get the same pid) is taken over.
 * Returns the release function.
 */
export function lockDataDir(lockPath: string, dir: string): () => void {
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dir, 'this process');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (pid > 0 && pid !== process.pid && isRunning(pid))
        throw new DataDirInUseError(dir, `process ${pid}`);
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(dir, 'another process (lock file keeps reappearing)');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
