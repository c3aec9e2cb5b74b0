/**
 * The sandbox clock: simulated time that starts at `startAt` and runs `speed` times faster than
 * the wall clock (speed 1 = real time, the default; `--speed 60` = one hour a minute), so tests
 * and demos can watch shipments move. A fixed clock (speed 0) makes output reproducible.
 */
export interface SimClock {
  /** Simulated now, epoch ms. */
  now(): number;
  readonly speed: number;
  readonly startAt: number;
}

export function createClock(
  options: { startAt?: number; speed?: number; wallNow?: () => number } = {},
): SimClock {
  const wallNow = options.wallNow ?? Date.now;
  const wallStart = wallNow();
  const startAt = options.startAt ?? wallStart;
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError(`clock speed must be ≥ 0, got ${speed}`);
  return {
    speed,
    startAt,
    now: () => Math.floor(startAt + (wallNow() - wallStart) * speed),
  };
}
