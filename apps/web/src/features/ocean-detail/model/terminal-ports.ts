import {
  isOnDemandTerminalPort,
  isTerminalLocation,
  type Language,
  type LocationCategory,
  localPortName,
  type OceanShipmentView,
  type TerminalCall,
  terminalCallOf,
} from '@tracklane/domain';
import type { TerminalRecord } from '../../ocean';

/** A port whose terminal data can be looked up (views.md §5: CN/US/KR/JP, PRE/POL/POD). */
export interface TerminalPort {
  portCode: string;
  category: LocationCategory;
  name: string;
  call: TerminalCall;
  /** USLAX, USLGB, USOAK, USNYC: data can be subscribed on demand. */
  onDemand: boolean;
}

export function terminalPortsOf(shipment: OceanShipmentView, language: Language = 'en'): TerminalPort[] {
  const seen = new Set<string>();
  const out: TerminalPort[] = [];
  for (const { locationCategory, location } of shipment.shipmentLocations) {
    const code = location.locationCode;
    const call = terminalCallOf(code);
    if (!call || seen.has(code) || !isTerminalLocation(locationCategory, code)) continue;
    seen.add(code);
    out.push({
      portCode: code,
      category: locationCategory,
      name: localPortName(location, language),
      call,
      onDemand: isOnDemandTerminalPort(code),
    });
  }
  return out;
}

/**
 * What a lookup answer means for the card (views.md §4): nothing → subscribe on demand where the
 * port allows it, else "no terminal data returned"; records without a terminal code → "no port
 * data, retry in 5 minutes"; otherwise the records.
 */
export type TerminalOutcome =
  | { kind: 'records'; records: TerminalRecord[] }
  | { kind: 'noData' }
  | { kind: 'retryLater' };

export function terminalOutcomeOf(records: TerminalRecord[] | null): TerminalOutcome {
  if (!records || records.length === 0) return { kind: 'noData' };
  if (records.every((r) => !r.terminalCode)) return { kind: 'retryLater' };
  return { kind: 'records', records: records.filter((r) => r.terminalCode) };
}

/** Status codes of a lookup that mean "nothing here" rather than a failure (platform.md §8). */
export const NO_DATA_CODES = new Set([40400, 20001]);
