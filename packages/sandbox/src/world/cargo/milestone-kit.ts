/** Small constructors for milestones so the chain builders read like the chain itself. */
import type { Milestone, OceanLeg, PortCall, Voyage } from '../model.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface SailedLeg {
  leg: OceanLeg;
  voyage: Voyage;
  load: PortCall;
  discharge: PortCall;
}

type Extra = Partial<Omit<Milestone, 'key' | 'kind' | 'code' | 'actual'>>;

/** Every field written out (no spreads): the world builds millions of these, one shape is fastest. */
export function milestone(
  key: string,
  kind: Milestone['kind'],
  code: string,
  actual: number,
  extra: Extra = {},
): Milestone {
  return {
    key,
    kind,
    code,
    documentTypeCode: extra.documentTypeCode ?? null,
    equipmentReference: extra.equipmentReference ?? null,
    emptyIndicator: extra.emptyIndicator ?? null,
    locode: extra.locode ?? null,
    facilityCode: extra.facilityCode ?? null,
    voyageId: extra.voyageId ?? null,
    callSeq: extra.callSeq ?? null,
    mode: extra.mode ?? null,
    planned: extra.planned ?? null,
    actual: Math.round(actual),
    estimates: extra.estimates ?? [],
    remark: extra.remark ?? null,
  };
}

export function shipmentEvent(
  code: string,
  documentTypeCode: string,
  actual: number,
  extra: Extra = {},
): Milestone {
  return milestone(`SH:${documentTypeCode}:${code}`, 'SHIPMENT', code, actual, {
    documentTypeCode,
    ...extra,
  });
}

/** An equipment event at a place; `n` tells repeats apart (the second LOAD of a relay). */
export function equipmentEvent(
  container: string,
  code: string,
  n: number,
  actual: number,
  extra: Extra,
): Milestone {
  extra.equipmentReference = container;
  return milestone(`EQ:${container}:${code}:${n}`, 'EQUIPMENT', code, actual, extra);
}

/** A point in a port stay: `share` 0 = arrival, 1 = departure. */
export function duringStay(call: PortCall, share: number): number {
  return call.actualArrival + share * (call.actualDeparture - call.actualArrival);
}

/**
 * A milestone whose estimate history is computed on first read (an own, enumerable getter, so
 * spreading and JSON still see it). Most readers only need `actual`; estimates cost the most.
 */
export function withLazyEstimates(
  m: Milestone,
  compute: () => readonly { publishedAt: number; value: number }[],
): Milestone {
  let cached: readonly { publishedAt: number; value: number }[] | undefined;
  const { estimates: _unused, ...rest } = m;
  return {
    ...rest,
    get estimates() {
      cached ??= compute();
      return cached;
    },
  };
}
