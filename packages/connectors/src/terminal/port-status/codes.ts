import type { TerminalHoldStatus, TerminalIeid } from '@tracklane/domain';

/**
 * The provider's code lists → ours. Port events (CN port community systems) carry no record, so
 * each event code says which field of the terminal record it dates and what the box's status is
 * after it; codes we do not know date nothing and leave the status as it was.
 */
export type PortEventRole = 'in' | 'out' | 'customs' | 'dump' | 'none';

const ROLE: Readonly<Record<string, PortEventRole>> = {
  GATE_IN: 'in',
  DISCHARGE: 'in',
  LOAD: 'out',
  GATE_OUT: 'out',
  RAIL_LOAD: 'out',
  CUSTOMS_RELEASE: 'customs',
  YARD_MOVE: 'dump',
  VESSEL_BERTH: 'none',
  VESSEL_DEPARTURE: 'none',
};

/** The container status after the event; the same words as the download call's records. */
const STATUS_AFTER: Readonly<Record<string, string>> = {
  GATE_IN: 'IN_YARD',
  DISCHARGE: 'IN_YARD',
  YARD_MOVE: 'IN_YARD',
  CUSTOMS_RELEASE: 'IN_YARD',
  LOAD: 'LOADED_ON_VESSEL',
  VESSEL_DEPARTURE: 'LOADED_ON_VESSEL',
  GATE_OUT: 'DELIVERED',
  RAIL_LOAD: 'LOADED_ON_RAIL',
};

export function portEventRole(code: string): PortEventRole {
  return ROLE[code] ?? 'none';
}

export function statusAfterEvent(code: string, before: string | null): string | null {
  return STATUS_AFTER[code] ?? before;
}

/** Before any event: an import box is still on its vessel, an export box is expected at the gate. */
export function statusBeforeEvents(ieid: TerminalIeid | null): string | null {
  if (ieid === null) return null;
  return ieid === 'I' ? 'ON_VESSEL' : 'EXPECTED';
}

export function ieidOf(code: string | null): TerminalIeid | null {
  return code === 'I' || code === 'E' ? code : null;
}

/** A hold whose status we cannot read counts as active: showing a box as free when it is not costs more. */
export function holdStatusOf(code: string): TerminalHoldStatus {
  return code === 'RELEASED' ? 'RELEASED' : 'ACTIVE';
}
