/**
 * Port events of a box at a Chinese port, as the port community systems publish them: gate-in,
 * yard moves ("dumps"), customs release, vessel berthing, loading and departure for exports;
 * berthing, discharge, yard moves, customs release and gate-out (or rail loading) for imports.
 * Time-ordered and cut at `now`: nothing that has not happened yet.
 */
import { isoDateTime } from '../http/date-time.js';
import type { TerminalPlan } from './terminal-plan.js';
import type { TerminalVisit } from './terminal-visit.js';

export type PortEventCode =
  | 'GATE_IN'
  | 'YARD_MOVE'
  | 'CUSTOMS_RELEASE'
  | 'VESSEL_BERTH'
  | 'LOAD'
  | 'VESSEL_DEPARTURE'
  | 'DISCHARGE'
  | 'GATE_OUT'
  | 'RAIL_LOAD';

export interface PortEvent {
  eventCode: PortEventCode;
  eventTime: string;
  portCode: string;
  terminalCode: string;
  terminalName: string;
  containerNumber: string;
  ieFlag: 'I' | 'E';
  vesselName: string | null;
  voyage: string | null;
  yardLocation: string | null;
  remark: string | null;
}

/** A stay of the box at the port as the port's card shows it: terminal, vessel, receiving window. */
export interface PortStay {
  portCode: string;
  terminalCode: string;
  terminalName: string;
  ieFlag: 'I' | 'E';
  vesselName: string | null;
  voyage: string | null;
  openDate: string | null;
  closeDate: string | null;
}

export function renderPortStay(portCode: string, visit: TerminalVisit, plan: TerminalPlan): PortStay {
  const call = visit.direction === 'IMPORT' ? visit.inbound : visit.outbound;
  return {
    portCode,
    terminalCode: visit.terminal.code,
    terminalName: visit.terminal.name,
    ieFlag: visit.direction === 'IMPORT' ? 'I' : 'E',
    vesselName: call?.vesselName ?? null,
    voyage: call?.voyageNumber ?? null,
    openDate: plan.receiving ? isoDateTime(plan.receiving.open) : null,
    closeDate: plan.receiving ? isoDateTime(plan.receiving.close) : null,
  };
}

interface Draft {
  code: PortEventCode;
  at: number;
  call?: { vesselName: string; voyageNumber: string } | null;
  yard?: string;
  remark?: string;
}

function drafts(visit: TerminalVisit, plan: TerminalPlan): Draft[] {
  const out: Draft[] = [];
  if (visit.inbound) {
    out.push({ code: 'VESSEL_BERTH', at: visit.inbound.berthAt, call: visit.inbound });
    out.push({ code: 'DISCHARGE', at: visit.inAt, call: visit.inbound, yard: plan.firstSlot });
  } else {
    // An export box is gated in for its vessel, so the port already names the vessel and voyage.
    out.push({ code: 'GATE_IN', at: visit.inAt, call: visit.outbound, yard: plan.firstSlot });
  }
  for (const move of plan.yardMoves) {
    out.push({
      code: 'YARD_MOVE',
      at: move.at,
      call: visit.outbound ?? visit.inbound,
      yard: move.to,
      remark: `dump ${move.from} → ${move.to}`,
    });
  }
  out.push({ code: 'CUSTOMS_RELEASE', at: plan.customsReleaseAt, call: visit.outbound ?? visit.inbound });
  if (visit.outbound) {
    // A relay box may be discharged after its next vessel berthed; the berth still comes first.
    out.push({ code: 'VESSEL_BERTH', at: visit.outbound.berthAt, call: visit.outbound });
    out.push({ code: 'LOAD', at: visit.outAt, call: visit.outbound });
    out.push({ code: 'VESSEL_DEPARTURE', at: visit.outbound.departAt, call: visit.outbound });
  } else {
    out.push({ code: visit.outBy === 'RAIL' ? 'RAIL_LOAD' : 'GATE_OUT', at: visit.outAt });
  }
  return out;
}

export function renderPortEvents(
  portCode: string,
  visit: TerminalVisit,
  plan: TerminalPlan,
  now: number,
): PortEvent[] {
  const ieFlag = visit.direction === 'IMPORT' ? 'I' : 'E';
  return drafts(visit, plan)
    .filter((d) => d.at <= now)
    .sort((a, b) => a.at - b.at)
    .map((d) => ({
      eventCode: d.code,
      eventTime: isoDateTime(d.at),
      portCode,
      terminalCode: visit.terminal.code,
      terminalName: visit.terminal.name,
      containerNumber: visit.containerNumber,
      ieFlag,
      vesselName: d.call?.vesselName ?? null,
      voyage: d.call?.voyageNumber ?? null,
      yardLocation: d.yard ?? null,
      remark: d.remark ?? null,
    }));
}
