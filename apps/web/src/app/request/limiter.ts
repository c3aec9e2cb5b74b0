/** At most `max` tasks run at once; the rest wait in FIFO order (platform.md §9: 5 requests). */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };

  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        if (active < max) start();
        else waiting.push(start);
      });
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
