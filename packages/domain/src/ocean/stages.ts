/**
 * platform.md §4 vocabularies derived from a shipment view: the shipment stage (list tabs), the
 * tracking stage (where the box is, for the "instatus" facet) and the status of each route node
 * (the timeline's dots), with their zh/en/jp labels.
 */
import type { EventLabel } from './event-descriptions.js';
import type { LocationCategory, OceanShipmentView, StatusCategory } from './shipment-view.js';

export type ShipmentStage =
  | 'BEFORE_DEPARTURE'
  | 'ON_THE_WAY'
  | 'AFTER_ARRIVAL'
  | 'ARCHIVED'
  | 'IN_PROGRESS'
  | 'NO_DATA'
  | 'FINISHED';

export const SHIPMENT_STAGE_LABELS: Readonly<Record<ShipmentStage, EventLabel>> = {
  BEFORE_DEPARTURE: { zh: '未离港', en: 'Before departure', jp: '出港前' },
  ON_THE_WAY: { zh: '运输中', en: 'On the way', jp: '輸送中' },
  AFTER_ARRIVAL: { zh: '已到港', en: 'After arrival', jp: '到着後' },
  ARCHIVED: { zh: '已归档', en: 'Archived', jp: 'アーカイブ済み' },
  IN_PROGRESS: { zh: '查询中', en: 'In progress', jp: '照会中' },
  NO_DATA: { zh: '暂无数据', en: 'No data', jp: 'データなし' },
  FINISHED: { zh: '已完结', en: 'Finished', jp: '完了' },
};

const STAGE_BY_CATEGORY: Record<StatusCategory, ShipmentStage> = {
  BOOKED: 'BEFORE_DEPARTURE',
  PRE_CARRIAGE: 'BEFORE_DEPARTURE',
  AT_POL: 'BEFORE_DEPARTURE',
  IN_TRANSIT: 'ON_THE_WAY',
  AT_TS: 'ON_THE_WAY',
  AT_POD: 'AFTER_ARRIVAL',
  AVAILABLE: 'AFTER_ARRIVAL',
  ON_CARRIAGE: 'AFTER_ARRIVAL',
  DELIVERED: 'AFTER_ARRIVAL',
  COMPLETE: 'FINISHED',
  CANCELLED: 'FINISHED',
};

/**
 * Archived wins (the user closed it); `pending` is a subscription whose first refresh has not
 * answered yet (in progress); a cancelled booking is finished.
 */
export function shipmentStageOf(
  view: Pick<OceanShipmentView, 'completed' | 'statusCategory'> | null,
  options: { archived?: boolean; pending?: boolean } = {},
): ShipmentStage {
  if (options.archived) return 'ARCHIVED';
  if (!view) return options.pending ? 'IN_PROGRESS' : 'NO_DATA';
  if (view.completed) return 'FINISHED';
  if (!view.statusCategory) return options.pending ? 'IN_PROGRESS' : 'NO_DATA';
  return STAGE_BY_CATEGORY[view.statusCategory];
}

export type TrackingStage =
  | 'AT_POL'
  | 'AT_TS'
  | 'AT_POD'
  | 'BERTHING'
  | 'AVAILABLE_FOR_PICKUP'
  | 'ARRIVED'
  | 'IN_TRANSIT';

export const TRACKING_STAGE_LABELS: Readonly<Record<TrackingStage, EventLabel>> = {
  AT_POL: { zh: '在起运港', en: 'At POL', jp: '積地港' },
  AT_TS: { zh: '在中转港', en: 'At T/S', jp: '積替港' },
  AT_POD: { zh: '在目的港', en: 'At POD', jp: '揚地港' },
  BERTHING: { zh: '靠泊中', en: 'Berthing', jp: '着岸中' },
  AVAILABLE_FOR_PICKUP: { zh: '可提货', en: 'Available for pickup', jp: '引取可能' },
  ARRIVED: { zh: '已到达', en: 'Arrived', jp: '到着済み' },
  IN_TRANSIT: { zh: '在途', en: 'In transit', jp: '輸送中' },
};

/**
 * The tracking stage; `lastActualCode` tells berthing (vessel arrived at the POD, box not yet
 * discharged) from at-POD. Null before the box reaches the POL, and for cancelled bookings.
 */
export function trackingStageOf(
  category: StatusCategory | null,
  lastActualCode: string | null,
): TrackingStage | null {
  switch (category) {
    case 'AT_POL':
      return 'AT_POL';
    case 'IN_TRANSIT':
      return 'IN_TRANSIT';
    case 'AT_TS':
      return 'AT_TS';
    case 'AT_POD':
      return lastActualCode === 'BDAR' || lastActualCode === 'POCA' ? 'BERTHING' : 'AT_POD';
    case 'AVAILABLE':
      return 'AVAILABLE_FOR_PICKUP';
    case 'ON_CARRIAGE':
    case 'DELIVERED':
    case 'COMPLETE':
      return 'ARRIVED';
    default:
      return null;
  }
}

export type NodeStatus = 'ABNORMAL' | 'COMPLETE' | 'NODATA' | 'PROCESS' | 'START';

export const NODE_STATUS_LABELS: Readonly<Record<NodeStatus, EventLabel>> = {
  ABNORMAL: { zh: '异常', en: 'Abnormal', jp: '異常' },
  COMPLETE: { zh: '已完成', en: 'Complete', jp: '完了' },
  NODATA: { zh: '暂无数据', en: 'No data', jp: 'データなし' },
  PROCESS: { zh: '进行中', en: 'In process', jp: '進行中' },
  START: { zh: '未开始', en: 'Not started', jp: '未開始' },
};

export interface RouteNode {
  code: string;
  role: LocationCategory;
  status: NodeStatus;
}

/**
 * Status of each route node: ABNORMAL when a warning names the place; COMPLETE once the cargo has
 * an actual event at a later node (or the shipment is complete); PROCESS where the latest actual
 * event is; START when the node only has planned or estimated events; NODATA with no event at all.
 */
export function routeNodesOf(view: OceanShipmentView): RouteNode[] {
  const nodes = view.shipmentLocations.map((l) => ({
    code: l.location.locationCode,
    role: l.locationCategory,
  }));
  const index = new Map(nodes.map((n, i) => [n.code, i]));
  const warned = new Set(view.warnings.map((w) => w.eventLocation));
  const events = [...view.transportEvents, ...view.equipmentEvents];
  let lastActualNode = -1;
  const hasEvents = new Set<number>();
  for (const e of events) {
    const i = index.get(e.transportCall?.location?.locationCode ?? '');
    if (i === undefined) continue;
    hasEvents.add(i);
    if (e.eventClassifier === 'ACT') lastActualNode = Math.max(lastActualNode, i);
  }
  return nodes.map((n, i) => {
    let status: NodeStatus = 'NODATA';
    if (warned.has(n.code)) status = 'ABNORMAL';
    else if (view.completed || i < lastActualNode) status = 'COMPLETE';
    else if (i === lastActualNode) status = 'PROCESS';
    else if (hasEvents.has(i)) status = 'START';
    return { ...n, status };
  });
}
