// How fast this machine's core is, so figures from different sessions can be compared: machines
// of the same kind differed by 1.7× in CPU per unit of work (2026-11-26 vs 2026-11-27). A fixed
// integer loop, best of three, in this process (run it before the bench loads anything).

/** Milliseconds for 3e8 steps of a fixed loop, best of three. 1,650 ms on 2026-11-27's machine. */
export function machineSpeedMs() {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 3e8; i += 1) x = (x + i * 7) % 1000003;
    best = Math.min(best, performance.now() - t0);
    if (x < 0) console.info(x);
  }
  return best;
}

/** One line for a bench's head: the loop's time and its ratio to the reference machine. */
export function machineSpeedLine() {
  const ms = machineSpeedMs();
  return `machine speed: fixed loop ${Math.round(ms)} ms (${(ms / 1650).toFixed(2)}× the 2026-11-27 reference machine's 1,650 ms; higher is slower)`;
}
