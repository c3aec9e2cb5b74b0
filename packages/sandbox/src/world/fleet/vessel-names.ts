import type { Rng } from '../rng.js';
import type { NamingStyle } from './fleet-data.js';

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * A name in the carrier's house style that no other ship of the fleet carries. When a style's
 * words run out, sister ships get a numeral ("MSC ANNA II"), as owners do.
 */
export function nextVesselName(style: NamingStyle, used: Set<string>, rng: Rng): string {
  const start = rng.int(0, style.words.length - 1);
  for (const suffix of ['', ...NUMERALS]) {
    for (let i = 0; i < style.words.length; i++) {
      const word = style.words[(start + i) % style.words.length] as string;
      const name = `${style.pattern.replace('{word}', word)}${suffix ? ` ${suffix}` : ''}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  }
  throw new Error(`no unused vessel name left for pattern ${style.pattern}`);
}
