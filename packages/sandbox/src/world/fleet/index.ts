import type { Carrier, SeaRouter, Service, Vessel, Voyage } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { loadFleetData } from './fleet-data.js';
import { buildHarbourCraft } from './harbour-craft.js';
import { createIdentifierPool } from './identifiers.js';
import { buildLinerVessels, namingStyle } from './liner-vessels.js';
import { buildProforma } from './proforma.js';
import { buildServiceVoyages } from './voyages.js';

export { createVesselTracker, type VesselTracker } from './tracker.js';

export interface Fleet {
  carriers: readonly Carrier[];
  services: readonly Service[];
  vessels: readonly Vessel[];
  voyages: readonly Voyage[];
}

/**
 * The liner fleet and its voyages over [from, to], plus harbour craft, from data/sandbox/.
 * Voyage id stability: ids depend on service, vessel and loop index counted from a fixed epoch
 * (Monday 2024-01-01T00:00Z), never on `from`.
 */
export function buildFleet(input: {
  seed: number;
  from: number;
  to: number;
  reference: ReferenceData;
  router: SeaRouter;
}): Fleet {
  const { seed, reference } = input;
  const data = loadFleetData(reference.dataDir);
  const servicesCalling = new Map<string, number>();
  for (const plan of data.services) {
    for (const code of new Set(plan.rotation))
      servicesCalling.set(code, (servicesCalling.get(code) ?? 0) + 1);
  }
  const proformas = data.services.map((plan) =>
    buildProforma({ plan, router: input.router, servicesCalling, seed }),
  );
  const pool = createIdentifierPool();
  const names = new Set<string>();
  const linerShips = buildLinerVessels({ seed, data, proformas, pool, names });
  const craft = buildHarbourCraft({ seed, data, reference, pool, names });

  const services: Service[] = proformas.map((p, i) => ({
    code: p.plan.code,
    name: p.plan.name,
    lane: p.plan.lane,
    operatorScac: p.plan.operatorScac,
    partnerScacs: p.plan.partnerScacs,
    rotation: p.plan.rotation,
    vesselImos: (linerShips[i] ?? []).map((v) => v.imo),
    loopWeeks: p.loopWeeks,
  }));
  const voyages = proformas.flatMap((proforma, i) =>
    buildServiceVoyages({
      seed,
      proforma,
      vessels: linerShips[i] ?? [],
      style: namingStyle(data, proforma.plan.operatorScac),
      reference,
      from: input.from,
      to: input.to,
    }),
  );

  const scacs = new Set(data.services.flatMap((s) => [s.operatorScac, ...s.partnerScacs]));
  const carriers: Carrier[] = [...scacs].map((scac) => {
    const carrier = reference.carrier(scac);
    if (!carrier) throw new Error(`services.json: carrier ${scac} is not in data/carriers/carriers.csv`);
    return carrier;
  });
  return { carriers, services, vessels: [...linerShips.flat(), ...craft], voyages };
}
