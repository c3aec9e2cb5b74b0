import type { AisStaticDataReport } from './messages.js';
import type { StaticPart } from './payload.js';

/** gpsd keeps the last 8 part A names (MAX_TYPE24_INTERLEAVE); so do we, to pair the same way. */
const SLOTS = 8;

/**
 * Pairs type 24 part B with the latest unclaimed part A of the same MMSI, as gpsd does: the merged
 * message takes part B's header and part A's name. `split` mirrors `gpsdecode -s`: parts are
 * emitted as they come (A with `part: "A"`, an unpaired B with `part: "B"`) as well as pairs.
 */
export class StaticPairing {
  private readonly mmsis = new Array<number>(SLOTS).fill(0);
  private readonly names = new Array<string>(SLOTS).fill('');
  private next = 0;

  constructor(private readonly split: boolean) {}

  /** The message to emit for this part, `held` for a stashed part A, `unpaired` for a lone B. */
  accept(part: StaticPart, scaled: boolean): AisStaticDataReport | 'held' | 'unpaired' {
    const base = { class: 'AIS' as const, type: 24 as const, repeat: part.repeat, mmsi: part.mmsi, scaled };
    if (part.part === 'A') {
      this.mmsis[this.next] = part.mmsi;
      this.names[this.next] = part.shipname;
      this.next = (this.next + 1) % SLOTS;
      if (!this.split) return 'held';
      return { ...base, part: 'A', shipname: part.shipname };
    }
    for (let i = 0; i < SLOTS; i++) {
      if (this.mmsis[i] !== part.mmsi) continue;
      // Claimed: a repeated part B must not pair with the same part A again.
      this.mmsis[i] = 0;
      return { ...base, shipname: this.names[i] ?? '', ...part.fields };
    }
    if (!this.split) return 'unpaired';
    return { ...base, part: 'B', ...part.fields };
  }
}
