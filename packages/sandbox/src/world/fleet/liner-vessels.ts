import type { Vessel } from '../model.js';
import { rngFor } from '../rng.js';
import { pickFlag } from './flags.js';
import type { FleetData, NamingStyle } from './fleet-data.js';
import { type IdentifierPool, nextCallSign, nextImo, nextMmsi } from './identifiers.js';
import type { Proforma } from './proforma.js';
import { drawShipSize } from './size-classes.js';
import { nextVesselName } from './vessel-names.js';

/** Share of an alliance service's ships that a partner puts in (Gemini AE1 sails Maersk and Hapag ships). */
const PARTNER_SHIP_SHARE = 0.3;

export function namingStyle(data: FleetData, scac: string): NamingStyle {
  return data.names.carriers[scac] ?? data.names.default;
}

/**
 * One ship per loop week of each service (weekly frequency), in the operator's or a partner's
 * house style, sized by the service's vessel class. Each ship is keyed by (service, slot), so its
 * identity does not depend on other services.
 */
export function buildLinerVessels(input: {
  seed: number;
  data: FleetData;
  proformas: readonly Proforma[];
  pool: IdentifierPool;
  names: Set<string>;
}): Vessel[][] {
  return input.proformas.map(({ plan, loopWeeks }) => {
    const ships: Vessel[] = [];
    for (let slot = 0; slot < loopWeeks; slot++) {
      const rng = rngFor(input.seed, 'vessel', plan.code, slot);
      const owner =
        plan.partnerScacs.length > 0 && rng.chance(PARTNER_SHIP_SHARE)
          ? rng.pick(plan.partnerScacs)
          : plan.operatorScac;
      const style = namingStyle(input.data, owner);
      const flag = pickFlag(input.data.flags, style.preferredFlags, rng);
      const size = drawShipSize(plan.vesselClass, rng);
      ships.push({
        imo: nextImo(input.pool, rng),
        mmsi: nextMmsi(input.pool, rng, flag),
        name: nextVesselName(style, input.names, rng),
        callSign: nextCallSign(input.pool, rng, flag),
        flag: flag.name,
        // 71–74: cargo ships carrying dangerous goods of categories X–Z / none; most boxships say 70–71.
        shipType: rng.pick([70, 70, 70, 71, 71, 72, 74, 79]),
        aisClass: 'A',
        ...size,
        serviceCode: plan.code,
        operatorScac: owner,
        homePort: null,
      });
    }
    return ships;
  });
}
