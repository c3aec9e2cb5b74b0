import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SandboxEndpoints, SandboxOptions } from '@tracklane/sandbox';
import type { SandboxWorldSummary } from '../services/sandbox/describe-sandbox-world.js';

/** What the child says once its world is built and every protocol server listens. */
export interface SandboxChildReady {
  type: 'ready';
  apiKey: string;
  endpoints: SandboxEndpoints;
  buildMs: number;
  seed: number;
  speed: number;
  vessels: number;
  bookings: number;
}

/** Child → parent. */
export type SandboxChildMessage =
  | SandboxChildReady
  | { type: 'failed'; message: string }
  | { type: 'described'; id: number; summary: SandboxWorldSummary };

/** Parent → child. */
export type SandboxParentMessage = { type: 'describe'; id: number };

export interface SandboxChild {
  ready: SandboxChildReady;
  pid: number;
  describe(): Promise<SandboxWorldSummary>;
  /** Stops the world (its servers close) and waits for the child to exit. */
  close(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./sandbox-child-main.js', import.meta.url));

/** How long a closing child may take before it is killed. */
const CLOSE_TIMEOUT_MS = 5000;

/**
 * Starts the sandbox world, its protocol servers and its AIS feed in a child process (issue 19:
 * the world's clock, its servers and the feed's encoding kept the API's event loop busy), and
 * waits until it listens. The child stops when `close()` disconnects it, and on its own when the
 * parent dies, however (its IPC channel closes, even on kill -9), so no orphan keeps the ports.
 */
export function startSandboxChild(options: SandboxOptions): Promise<SandboxChild> {
  const child: ChildProcess = fork(MAIN, [JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<
    number,
    { resolve: (s: SandboxWorldSummary) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  const failPending = (reason: string) => {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  };
  child.once('exit', (code, signal) => failPending(`sandbox child exited (${signal ?? code})`));

  return new Promise<SandboxChild>((resolve, reject) => {
    const onStartExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`sandbox child exited before it was ready (${signal ?? code})`));
    child.once('exit', onStartExit);
    child.once('error', reject);
    child.on('message', (message: SandboxChildMessage) => {
      switch (message.type) {
        case 'failed':
          reject(new Error(`sandbox world failed to start: ${message.message}`));
          break;
        case 'described': {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          waiting?.resolve(message.summary);
          break;
        }
        case 'ready':
          child.off('exit', onStartExit);
          resolve({
            ready: message,
            pid: child.pid ?? 0,
            describe: () =>
              new Promise<SandboxWorldSummary>((res, rej) => {
                if (!child.connected) return rej(new Error('sandbox child is not running'));
                const id = nextId++;
                pending.set(id, { resolve: res, reject: rej });
                child.send({ type: 'describe', id } satisfies SandboxParentMessage);
              }),
            close: async () => {
              if (child.exitCode !== null || child.signalCode !== null) return;
              // Disconnecting is the child's signal to close its servers and exit.
              if (child.connected) child.disconnect();
              const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
              await exited;
              clearTimeout(timer);
            },
          });
          break;
      }
    });
  });
}
