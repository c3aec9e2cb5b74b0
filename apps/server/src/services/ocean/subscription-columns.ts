import type { OceanShipmentView } from '@tracklane/domain';

/** The list columns a subscription copies from its shipment's view (pure). */
export interface SubscriptionListColumns {
  status: string | null;
  displayStatus: string;
  polCode: string | null;
  podCode: string | null;
  etd: Date | null;
  eta: Date | null;
  atd: Date | null;
  ata: Date | null;
  warningCodes: string[];
  updateTime: Date | null;
}

const dateOf = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);

const SEA_LEGS = new Set(['VESSEL', 'FEEDER']);

/**
 * Departure from the port of loading is the first sea leg's load call, arrival at the port of
 * discharge the last sea leg's discharge call; a view without sea legs falls back to the
 * discharge place's ETA/ATA.
 */
export function subscriptionColumnsOf(view: OceanShipmentView | null): SubscriptionListColumns {
  if (!view) {
    return {
      status: null,
      displayStatus: 'NODATA',
      polCode: null,
      podCode: null,
      etd: null,
      eta: null,
      atd: null,
      ata: null,
      warningCodes: [],
      updateTime: null,
    };
  }
  const pol = view.proxy.places.find((p) => p.type === 2);
  const pod = view.proxy.places.find((p) => p.type === 4);
  const seaLegs = view.transports.filter((t) => SEA_LEGS.has(t.transportCategory));
  const first = seaLegs[0]?.loadTransportCall;
  const last = seaLegs.at(-1)?.dischargeTransportCall;
  return {
    status: view.statusCategory,
    displayStatus: view.displayStatus,
    polCode: pol?.code ?? first?.locationCode ?? null,
    podCode: pod?.code ?? last?.locationCode ?? null,
    etd: dateOf(first?.estimated ?? first?.scheduled),
    eta: dateOf(last?.estimated ?? pod?.eta ?? last?.scheduled),
    atd: dateOf(first?.actual),
    ata: dateOf(last?.actual ?? pod?.ata),
    warningCodes: [...new Set(view.warnings.map((w) => w.eventCode))].sort(),
    updateTime: dateOf(view.updateTime),
  };
}
