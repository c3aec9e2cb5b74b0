/**
 * One container's equipment chain, from empty pick-up to empty return: PICK, STUF, (truck),
 * GTIN before the cargo cut-off, LOAD while the vessel is alongside, DISC/LOAD at relays, DISC at
 * the port of discharge, INSP under a customs exam, GTOT (or rail), STRP and DROP.
 */
import type { Container, Milestone, PortCall, Shipment } from '../model.js';
import type { Rng } from '../rng.js';
import { DAY, duringStay, equipmentEvent, HOUR, milestone, type SailedLeg } from './milestone-kit.js';

export interface ChainPlan {
  shipment: Shipment;
  legs: readonly SailedLeg[];
  /** The call whose cut-off the box was delivered for (the first booked one when rolled). */
  deliveredFor: PortCall;
  hold: { at: number; releasedAt: number; exam: boolean } | null;
  /** Road and rail distances of the inland legs, km. */
  truckKm: number;
  railKm: number;
}

function inland(
  container: string,
  mode: 'TRUCK' | 'RAIL',
  from: string,
  to: string,
  departs: number,
  arrives: number,
): Milestone[] {
  const at = (locode: string) => ({ equipmentReference: container, locode, mode });
  return [
    milestone(`TR:${mode}:${container}:DEPA`, 'TRANSPORT', 'DEPA', departs, at(from)),
    milestone(`TR:${mode}:${container}:ARRI`, 'TRANSPORT', 'ARRI', arrives, at(to)),
  ];
}

export function containerChain(box: Container, plan: ChainPlan, rng: Rng): Milestone[] {
  const { shipment, legs } = plan;
  const n = box.number;
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return [];
  const out: Milestone[] = [];
  const pol = shipment.portOfLoading;

  // Delivered to the terminal before the cut-off, and before the vessel is alongside.
  const gtin = Math.min(
    plan.deliveredFor.cutOffs.cargo - rng.range(4 * HOUR, 4 * DAY),
    first.load.actualArrival - 2 * HOUR,
  );
  let stuffedBy = gtin - rng.range(1, 6) * HOUR;
  const pre = shipment.preCarriage;
  if (pre) {
    const arrives = gtin - rng.range(0.3, 2) * HOUR;
    const departs = arrives - (plan.truckKm / 55 + rng.range(1, 4)) * HOUR;
    out.push(
      equipmentEvent(n, 'LOAD', 0, departs - rng.range(0.5, 2) * HOUR, {
        emptyIndicator: 'LADEN',
        locode: pre.fromLocode,
        mode: 'TRUCK',
      }),
    );
    out.push(...inland(n, 'TRUCK', pre.fromLocode, pol, departs, arrives));
    stuffedBy = departs - rng.range(3, 10) * HOUR;
  }
  const origin = pre?.fromLocode ?? pol;
  const pick = stuffedBy - rng.range(1, 5) * DAY;
  out.push(equipmentEvent(n, 'PICK', 1, pick, { emptyIndicator: 'EMPTY', locode: origin }));
  out.push(
    equipmentEvent(n, 'STUF', 1, pick + rng.range(0.2, 0.8) * (stuffedBy - pick), {
      emptyIndicator: 'LADEN',
      locode: origin,
    }),
  );
  out.push(
    equipmentEvent(n, 'GTIN', 1, gtin, {
      emptyIndicator: 'LADEN',
      locode: pol,
      facilityCode: first.load.terminalCode,
    }),
  );

  let after = gtin;
  legs.forEach((sailed, k) => {
    const where = (call: PortCall, seq: number) => ({
      emptyIndicator: 'LADEN' as const,
      planned: call.plannedArrival + 6 * HOUR,
      locode: call.locode,
      facilityCode: call.terminalCode,
      voyageId: sailed.voyage.id,
      callSeq: seq,
      mode: sailed.leg.mode,
    });
    const load = Math.min(
      Math.max(duringStay(sailed.load, rng.range(0.1, 0.85)), after + HOUR),
      sailed.load.actualDeparture - 0.5 * HOUR,
    );
    out.push(equipmentEvent(n, 'LOAD', k + 1, load, where(sailed.load, sailed.leg.loadCallSeq)));
    after = duringStay(sailed.discharge, rng.range(0.05, 0.6));
    out.push(equipmentEvent(n, 'DISC', k + 1, after, where(sailed.discharge, sailed.leg.dischargeCallSeq)));
  });

  const pod = shipment.portOfDischarge;
  if (plan.hold) {
    if (plan.hold.exam) {
      const at = plan.hold.at + rng.range(0.2, 0.8) * (plan.hold.releasedAt - plan.hold.at);
      out.push(
        equipmentEvent(n, 'INSP', 1, at, { emptyIndicator: 'LADEN', locode: pod, remark: 'customs exam' }),
      );
    }
    after = Math.max(after, plan.hold.releasedAt);
  }
  let final = pod;
  const on = shipment.onCarriage;
  if (on) {
    const railLoad = after + rng.range(0.5, 3) * DAY;
    const departs = railLoad + rng.range(2, 12) * HOUR;
    const arrives = departs + (plan.railKm / 35 + rng.range(0, 24)) * HOUR;
    out.push(
      equipmentEvent(n, 'LOAD', 90, railLoad, {
        emptyIndicator: 'LADEN',
        locode: on.fromLocode,
        mode: 'RAIL',
      }),
    );
    out.push(...inland(n, 'RAIL', on.fromLocode, on.toLocode, departs, arrives));
    after = arrives + rng.range(1, 10) * HOUR;
    out.push(
      equipmentEvent(n, 'DISC', 90, after, { emptyIndicator: 'LADEN', locode: on.toLocode, mode: 'RAIL' }),
    );
    final = on.toLocode;
  }
  const gtot = after + rng.range(0.5, 4) * DAY;
  const facility = on ? null : last.discharge.terminalCode;
  out.push(
    equipmentEvent(n, 'GTOT', 1, gtot, { emptyIndicator: 'LADEN', locode: final, facilityCode: facility }),
  );
  const strip = gtot + rng.range(0.3, 3) * DAY;
  out.push(equipmentEvent(n, 'STRP', 1, strip, { emptyIndicator: 'LADEN', locode: final }));
  out.push(
    equipmentEvent(n, 'DROP', 1, strip + rng.range(0.3, 4) * DAY, { emptyIndicator: 'EMPTY', locode: final }),
  );
  return out;
}
