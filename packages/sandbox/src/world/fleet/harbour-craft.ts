import type { Vessel } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { rngFor } from '../rng.js';
import { flagOfCountry } from './flags.js';
import type { FleetData } from './fleet-data.js';
import { type IdentifierPool, nextCallSign, nextImo, nextMmsi } from './identifiers.js';

type CraftKind = 'tug' | 'pilot' | 'pleasure';

/** AIS ship types: 52 tug, 50 pilot vessel, 37 pleasure craft. */
const SHIP_TYPE: Record<CraftKind, number> = { tug: 52, pilot: 50, pleasure: 37 };

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * Tugs, pilot boats and pleasure craft that stay around one port: the small, slow targets an AIS
 * picture of a port is full of. Pleasure craft and every third tug carry Class B transponders (as
 * small craft under SOLAS size limits do).
 */
export function buildHarbourCraft(input: {
  seed: number;
  data: FleetData;
  reference: ReferenceData;
  pool: IdentifierPool;
  names: Set<string>;
}): Vessel[] {
  const craft: Vessel[] = [];
  const hc = input.data.names.harbourCraft;
  let tugCount = 0;
  for (const port of hc.ports) {
    const where = input.reference.ports.get(port.locode);
    if (!where) throw new Error(`vessel-names.json: unknown harbour-craft port ${port.locode}`);
    const flag = flagOfCountry(input.data.flags, where.country);
    const kinds: CraftKind[] = [
      ...Array<CraftKind>(port.tugs).fill('tug'),
      ...Array<CraftKind>(port.pilots).fill('pilot'),
      ...Array<CraftKind>(port.pleasure).fill('pleasure'),
    ];
    kinds.forEach((kind, i) => {
      const rng = rngFor(input.seed, 'craft', port.locode, i);
      const classB = kind === 'pleasure' || (kind === 'tug' && tugCount++ % 3 === 2);
      const name = (): string => {
        if (kind === 'tug') return rng.pick(hc.tugNames).replace('{word}', rng.pick(hc.tugWords));
        if (kind === 'pilot') return `${where.name.toUpperCase()} ${rng.pick(hc.pilotWords)}`;
        return rng.pick(hc.pleasureWords);
      };
      let candidate = name();
      for (let n = 2; input.names.has(candidate); n++) candidate = n < 10 ? name() : `${name()} ${n}`;
      input.names.add(candidate);
      const lengthM = kind === 'tug' ? rng.int(28, 36) : kind === 'pilot' ? rng.int(15, 20) : rng.int(10, 25);
      craft.push({
        imo: nextImo(input.pool, rng),
        mmsi: nextMmsi(input.pool, rng, flag),
        name: candidate,
        callSign: nextCallSign(input.pool, rng, flag),
        flag: flag.name,
        shipType: SHIP_TYPE[kind],
        aisClass: classB ? 'B' : 'A',
        lengthM,
        beamM: round1(kind === 'tug' ? lengthM * 0.36 : lengthM * 0.3),
        draughtM: round1(kind === 'tug' ? rng.range(4, 6) : rng.range(1.2, 2.5)),
        teu: 0,
        serviceCode: null,
        operatorScac: null,
        homePort: port.locode,
        serviceSpeedKn: kind === 'pilot' ? 18 : kind === 'tug' ? 12 : 10,
      });
    });
  }
  return craft;
}
