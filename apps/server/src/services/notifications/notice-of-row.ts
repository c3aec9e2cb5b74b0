import type { Notice } from '@tracklane/domain';

/** A `notices` row (its id, times and JSON columns) as the wire's Notice. */
export function noticeOfRow(row: {
  id: string;
  createdAt: Date;
  readAt: Date | null;
  shipment: unknown;
  changes: unknown;
}): Notice {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    shipment: row.shipment as Notice['shipment'],
    changes: row.changes as Notice['changes'],
  };
}
