import {
  isCheckPending,
  type NoDataState,
  noDataReason,
  type PortDirectory,
  type PortInfo,
  type SubscriptionItem,
} from '@tracklane/domain';
import type { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';

type SubscriptionRow = typeof oceanSubscriptions.$inferSelect;
/** What the no-data state is read from: the shipment's refresh columns. */
export type ShipmentRefreshRow = Pick<
  typeof oceanShipments.$inferSelect,
  'lastErrorKind' | 'lastErrorAt' | 'lastRefreshedAt' | 'nextRefreshAt' | 'checkRequestedAt'
> & { hasData: boolean };

/** A shipment row's refresh state. */
export const refreshRowOf = (shipment: typeof oceanShipments.$inferSelect): ShipmentRefreshRow => ({
  ...shipment,
  hasData: shipment.status !== 'NODATA',
});

export type { SubscriptionItem };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A translated name, null where the directory only repeats the English one. */
const translated = (name: string | undefined, port: PortInfo | undefined) =>
  name && port && name !== port.nameEn ? name : null;

/** Row → API item; port names come from the reference data (not stored, so renames apply). */
export function toSubscriptionItem(
  row: SubscriptionRow,
  ports: PortDirectory,
  shipment?: ShipmentRefreshRow,
): SubscriptionItem {
  const pol = row.polCode ? ports.get(row.polCode) : undefined;
  const pod = row.podCode ? ports.get(row.podCode) : undefined;
  return {
    id: row.id,
    businessNumber: row.billNumber || row.containerNumber,
    billNumber: row.billNumber || null,
    containerNumber: row.containerNumber || null,
    carrierCode: row.carrierCode,
    isExport: row.isExport,
    terminalCode: row.terminalCode,
    vesselParam: row.vesselParam,
    voyageParam: row.voyageParam,
    uuidOfUser: row.uuidOfUser,
    remark: row.remark,
    client: row.client,
    status: row.status,
    displayStatus: row.displayStatus,
    // The product's code (CNSHA), also for rows a carrier filled with another code of the port.
    polCode: pol?.code ?? row.polCode,
    podCode: pod?.code ?? row.podCode,
    polName: pol?.nameEn ?? null,
    podName: pod?.nameEn ?? null,
    polNameCn: translated(pol?.nameCn, pol),
    podNameCn: translated(pod?.nameCn, pod),
    polNameJp: translated(pol?.nameJp, pol),
    podNameJp: translated(pod?.nameJp, pod),
    polCountry: pol?.country ?? row.polCode?.slice(0, 2) ?? null,
    podCountry: pod?.country ?? row.podCode?.slice(0, 2) ?? null,
    polTimeZone: pol?.timeZone ?? null,
    podTimeZone: pod?.timeZone ?? null,
    etd: iso(row.etd),
    eta: iso(row.eta),
    atd: iso(row.atd),
    ata: iso(row.ata),
    warnings: row.warningCodes,
    updateTime: iso(row.updateTime),
    createdAt: row.createdAt.toISOString(),
    // Absent when the caller did not read the shipment's refresh state.
    ...(shipment ? { noData: noDataStateOf(shipment) } : {}),
  };
}

/** Null once the shipment has data; else why it has none and when it is checked next. */
export function noDataStateOf(shipment: ShipmentRefreshRow): NoDataState | null {
  if (shipment.hasData) return null;
  return {
    reason: noDataReason(shipment.lastErrorKind, shipment.lastRefreshedAt),
    nextCheckAt: iso(shipment.nextRefreshAt),
    checkRequestedAt: iso(shipment.checkRequestedAt),
    checkPending: isCheckPending(shipment),
  };
}
