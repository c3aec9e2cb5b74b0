/**
 * Where the cargo is, from its latest actual event (views.md §4 display status). The category
 * follows the event's product code; codes without one fall back on the role of the place.
 */
import type { EventLabel } from './event-descriptions.js';
import type { DisplayStatus, LocationCategory, StatusCategory } from './shipment-view.js';

const BY_CODE: Record<string, StatusCategory> = {
  STSP: 'PRE_CARRIAGE',
  HOUSE: 'PRE_CARRIAGE',
  STUF: 'PRE_CARRIAGE',
  GITM: 'AT_POL',
  LOBD: 'AT_POL',
  DLPT: 'IN_TRANSIT',
  TSBA: 'AT_TS',
  TSCA: 'AT_TS',
  TSDC: 'AT_TS',
  TSLB: 'AT_TS',
  TSDP: 'IN_TRANSIT',
  BDAR: 'AT_POD',
  POCA: 'AT_POD',
  DSCH: 'AT_POD',
  PCAB: 'AVAILABLE',
  IRLB: 'ON_CARRIAGE',
  IRDP: 'ON_CARRIAGE',
  IRAR: 'ON_CARRIAGE',
  IRDS: 'ON_CARRIAGE',
  STRP: 'DELIVERED',
  RCVE: 'COMPLETE',
};

const BY_ROLE: Record<LocationCategory, StatusCategory> = {
  PRE: 'PRE_CARRIAGE',
  POL: 'AT_POL',
  POT: 'AT_TS',
  POD: 'AT_POD',
  PDE: 'ON_CARRIAGE',
};

/**
 * The category of one actual event. A laden gate-out (STCS) at the final place is a delivery; at
 * the POD with an inland leg still to come it starts the on-carriage.
 */
export function statusCategoryOf(
  code: string,
  role: LocationCategory | null,
  hasInlandDestination: boolean,
): StatusCategory | null {
  if (code === 'STCS') return role === 'PDE' || !hasInlandDestination ? 'DELIVERED' : 'ON_CARRIAGE';
  if (code === 'VOID' || code === 'CANC') return 'CANCELLED';
  const own = BY_CODE[code];
  if (own) return own;
  return role ? BY_ROLE[role] : null;
}

/** views.md §4: COMPLETE if completed, else the status category, else NODATA. */
export function displayStatusOf(completed: boolean, category: StatusCategory | null): DisplayStatus {
  if (completed) return 'COMPLETE';
  return category ?? 'NODATA';
}

/** Labels of every display status (the categories plus NODATA), for lists and facets. */
export const DISPLAY_STATUS_LABELS: Readonly<Record<DisplayStatus, EventLabel>> = {
  BOOKED: { zh: '已订舱', en: 'Booked', jp: 'ブッキング済み' },
  PRE_CARRIAGE: { zh: '前程运输', en: 'Pre-carriage', jp: 'プレキャリッジ' },
  AT_POL: { zh: '在起运港', en: 'At port of loading', jp: '積地港' },
  IN_TRANSIT: { zh: '海运中', en: 'In transit', jp: '海上輸送中' },
  AT_TS: { zh: '在中转港', en: 'At transshipment port', jp: '積替港' },
  AT_POD: { zh: '在目的港', en: 'At port of discharge', jp: '揚地港' },
  AVAILABLE: { zh: '可提货', en: 'Available for pick-up', jp: '引取可能' },
  ON_CARRIAGE: { zh: '后程运输', en: 'On-carriage', jp: 'オンキャリッジ' },
  DELIVERED: { zh: '已交付', en: 'Delivered', jp: '配達済み' },
  COMPLETE: { zh: '已完结', en: 'Complete', jp: '完了' },
  CANCELLED: { zh: '已取消', en: 'Cancelled', jp: '取消' },
  NODATA: { zh: '暂无数据', en: 'No data', jp: 'データなし' },
};
