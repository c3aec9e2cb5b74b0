import type { PortDirectory, SubscriptionItem } from '@tracklane/domain';
import type { oceanSubscriptions } from '../../db/schema/index.js';

type SubscriptionRow = typeof oceanSubscriptions.$inferSelect;

export type { SubscriptionItem };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Row → API item; port names come from the reference data (not stored, so renames apply). */
export function toSubscriptionItem(row: SubscriptionRow, ports: PortDirectory): SubscriptionItem {
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
    status: row.status,
    displayStatus: row.displayStatus,
    polCode: row.polCode,
    podCode: row.podCode,
    polName: pol?.nameEn ?? null,
    podName: pod?.nameEn ?? null,
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
  };
}
