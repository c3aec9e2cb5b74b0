/**
 * Everything that happens to a shipment, derived lazily from its plan and the voyages it sails:
 * booking events, the vessels' departures and arrivals with their estimate history, each box's
 * equipment chain, the transport document and customs holds — sorted by when they happen.
 */
import { distanceNm } from '../geo/great-circle.js';
import type { LonLat, Milestone, Port, PortCall, Shipment, Voyage } from '../model.js';
import { type Rng, rngFor } from '../rng.js';
import { type ChainPlan, containerChain } from './container-chain.js';
import { type EstimateInput, estimateSeries } from './estimates.js';
import { DAY, HOUR, milestone, type SailedLeg, shipmentEvent, withLazyEstimates } from './milestone-kit.js';

export interface MilestoneContext {
  seed: number;
  voyage(id: string): Voyage | undefined;
  /** Seaports and inland places by code. */
  place(code: string): Port | undefined;
}

export const HOLD_SHARE = 0.1;
export const EXAM_SHARE = 0.3;

function sail(shipment: Shipment, ctx: MilestoneContext): SailedLeg[] | null {
  const out: SailedLeg[] = [];
  for (const leg of shipment.legs) {
    const voyage = ctx.voyage(leg.voyageId);
    const load = voyage?.calls[leg.loadCallSeq];
    const discharge = voyage?.calls[leg.dischargeCallSeq];
    if (!voyage || !load || !discharge) return null;
    out.push({ leg, voyage, load, discharge });
  }
  return out;
}

function km(a: string, b: string, ctx: MilestoneContext): number {
  const p = ctx.place(a);
  const q = ctx.place(b);
  if (!p || !q) return 500;
  const at = (x: Port): LonLat => [x.lon, x.lat];
  // Roads and rails wind: about 1.3 × the great circle.
  return distanceNm(at(p), at(q)) * 1.852 * 1.3;
}

function vesselEvents(
  shipment: Shipment,
  legs: readonly SailedLeg[],
  ctx: MilestoneContext,
  rng: Rng,
): Milestone[] {
  const booked = shipment.rolledFrom;
  const bookedVoyage = booked ? ctx.voyage(booked.voyageId) : undefined;
  const bookedLoad = bookedVoyage?.calls[booked?.loadCallSeq ?? -1];
  const bookedDischarge = bookedVoyage?.calls[booked?.dischargeCallSeq ?? -1];
  // The roll is announced shortly before the booked sailing leaves.
  const roll =
    bookedLoad && legs[0]
      ? {
          at: bookedLoad.actualDeparture - rng.range(0, 1.5) * DAY,
          shift: legs[0].load.plannedDeparture - bookedLoad.plannedDeparture,
        }
      : null;
  const transport = (sailed: SailedLeg, code: string, seq: number, call: PortCall, input: EstimateInput) => {
    const key = `TR:${sailed.voyage.id}:${seq}:${code}`;
    const m = milestone(key, 'TRANSPORT', code, input.actual, {
      voyageId: sailed.voyage.id,
      mode: sailed.leg.mode,
      locode: call.locode,
      facilityCode: call.terminalCode,
      callSeq: seq,
      planned: input.planned,
    });
    // Own stream per milestone, so estimates come out the same whenever they are first read.
    return withLazyEstimates(m, () =>
      estimateSeries(rngFor(ctx.seed, 'estimates', shipment.carrierBookingReference, key), input),
    );
  };
  const out: Milestone[] = [];
  legs.forEach((sailed, k) => {
    const isFirst = k === 0;
    const isLast = k === legs.length - 1;
    const depPlanned = isFirst && bookedLoad ? bookedLoad.plannedDeparture : sailed.load.plannedDeparture;
    let arrPlanned = sailed.discharge.plannedArrival;
    if (isLast && roll) {
      arrPlanned =
        legs.length === 1 && bookedDischarge ? bookedDischarge.plannedArrival : arrPlanned - roll.shift;
    }
    const arrives = sailed.discharge.actualArrival;
    out.push(
      transport(sailed, 'DEPA', sailed.leg.loadCallSeq, sailed.load, {
        from: shipment.bookedAt,
        planned: depPlanned,
        actual: sailed.load.actualDeparture,
        ...(isFirst && bookedLoad && roll
          ? { before: { at: roll.at, actual: bookedLoad.actualDeparture } }
          : {}),
      }),
      transport(sailed, 'ARRI', sailed.leg.dischargeCallSeq, sailed.discharge, {
        from: shipment.bookedAt,
        planned: arrPlanned,
        actual: arrives,
        ...(roll ? { before: { at: roll.at, actual: arrives - roll.shift } } : {}),
      }),
    );
  });
  return out;
}

function computeMilestones(shipment: Shipment, ctx: MilestoneContext): Milestone[] {
  const rng = rngFor(ctx.seed, 'milestones', shipment.carrierBookingReference);
  const confirmed = shipment.bookedAt + rng.range(1 * HOUR, 30 * HOUR);
  const out: Milestone[] = [
    shipmentEvent('RECE', 'BKG', shipment.bookedAt),
    shipmentEvent('CONF', 'BKG', confirmed),
  ];
  const legs = sail(shipment, ctx);
  if (shipment.status === 'CANCELLED' || !legs || !legs[0]) {
    const latest = Math.max(
      confirmed + HOUR,
      (legs?.[0]?.load.plannedDeparture ?? confirmed + 3 * DAY) - DAY,
    );
    out.push(
      shipmentEvent('CANC', 'BKG', confirmed + rng.range(0.1, 1) * (latest - confirmed), {
        remark: 'booking cancelled by shipper',
      }),
    );
    return out;
  }
  const first = legs[0];
  const last = legs[legs.length - 1] ?? first;
  out.push(...vesselEvents(shipment, legs, ctx, rng));
  if (shipment.transportDocumentReference) {
    out.push(shipmentEvent('ISSU', 'TRD', first.load.actualDeparture + rng.range(-12, 48) * HOUR));
  }
  let hold: ChainPlan['hold'] = null;
  if (rng.chance(HOLD_SHARE)) {
    const at = last.discharge.actualArrival + rng.range(2, 20) * HOUR;
    hold = { at, releasedAt: at + rng.range(1, 5) * DAY, exam: rng.chance(EXAM_SHARE) };
    const where = { locode: shipment.portOfDischarge };
    out.push(
      shipmentEvent('HOLD', 'SRM', hold.at, {
        ...where,
        remark: hold.exam ? 'customs exam' : 'customs hold',
      }),
    );
    out.push(shipmentEvent('RELS', 'SRM', hold.releasedAt, { ...where, remark: 'customs release' }));
  }
  const bookedVoyage = shipment.rolledFrom ? ctx.voyage(shipment.rolledFrom.voyageId) : undefined;
  const plan: ChainPlan = {
    shipment,
    legs,
    deliveredFor: bookedVoyage?.calls[shipment.rolledFrom?.loadCallSeq ?? -1] ?? first.load,
    hold,
    truckKm: shipment.preCarriage
      ? km(shipment.preCarriage.fromLocode, shipment.preCarriage.toLocode, ctx)
      : 0,
    railKm: shipment.onCarriage ? km(shipment.onCarriage.fromLocode, shipment.onCarriage.toLocode, ctx) : 0,
  };
  for (const box of shipment.containers) {
    out.push(
      ...containerChain(box, plan, rngFor(ctx.seed, 'chain', shipment.carrierBookingReference, box.number)),
    );
  }
  // Array sort is stable, so events at the same instant keep their causal order.
  return out.sort((a, b) => a.actual - b.actual);
}

/**
 * `milestonesOf` for a world: derived on demand and kept in a bounded cache, because a world
 * holds ~100k containers and most are never looked at.
 */
export function createMilestones(
  ctx: MilestoneContext,
  cacheSize = 5_000,
): (shipment: Shipment) => readonly Milestone[] {
  const cache = new Map<Shipment, readonly Milestone[]>();
  return (shipment) => {
    const hit = cache.get(shipment);
    if (hit) return hit;
    const list = computeMilestones(shipment, ctx);
    if (cache.size >= cacheSize) cache.clear();
    cache.set(shipment, list);
    return list;
  };
}

export function milestonesOf(shipment: Shipment, ctx: MilestoneContext): readonly Milestone[] {
  return computeMilestones(shipment, ctx);
}
