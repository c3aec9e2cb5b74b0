import type { Rng } from '../rng.js';
import type { FlagState } from './fleet-data.js';

/**
 * Picks a flag: a carrier's favoured flags (Maersk → Denmark/Singapore, COSCO → Hong Kong …) for
 * about two thirds of its ships, else the world fleet's shares.
 */
export function pickFlag(flags: readonly FlagState[], preferred: readonly string[], rng: Rng): FlagState {
  const favoured = flags.filter((f) => preferred.includes(f.country));
  if (favoured.length > 0 && rng.chance(2 / 3)) return rng.pick(favoured);
  const weighted = flags.filter((f) => f.share > 0);
  const total = weighted.reduce((sum, f) => sum + f.share, 0);
  let draw = rng.next() * total;
  for (const flag of weighted) {
    draw -= flag.share;
    if (draw < 0) return flag;
  }
  return weighted[weighted.length - 1] ?? (flags[0] as FlagState);
}

/** The flag of a country (harbour craft are registered where they work); Panama when unknown. */
export function flagOfCountry(flags: readonly FlagState[], country: string): FlagState {
  const flag = flags.find((f) => f.country === country) ?? flags.find((f) => f.country === 'PA') ?? flags[0];
  if (!flag) throw new Error('flags.json lists no flag state');
  return flag;
}
