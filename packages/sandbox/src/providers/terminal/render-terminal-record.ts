/**
 * A terminal record as US terminal-availability APIs (eModal, Port Optimizer style) and the
 * KR/JP port community systems publish it (views.md §3 "Terminal record"), as of `now`: only
 * what has happened by then is dated; lastFreeDay and pickupEst are the terminal's forward
 * looking figures and appear once the box is available; openDate/closeDate (export receiving
 * window) are published with the vessel's schedule.
 */
import { isoDateTime } from '../http/date-time.js';
import { lastFreeDay } from './port-rules.js';
import type { TerminalPlan } from './terminal-plan.js';
import type { TerminalVisit } from './terminal-visit.js';

const HOUR = 3_600_000;

export interface TerminalRecord {
  portCode: string;
  portName: string | null;
  terminalCode: string | null;
  terminalName: string | null;
  containerNumber: string;
  containerStatus: string | null;
  isoType: string | null;
  ieid: 'I' | 'E' | null;
  vesselName: string | null;
  voyage: string | null;
  updateDate: string | null;
  lastFreeDay: string | null;
  availableStatus: string | null;
  availableDate: string | null;
  holds: { holdCategory: string; holdStatus: 'ACTIVE' | 'RELEASED'; holdDate: string; holdReason: string }[];
  pickupEst: string | null;
  pickupAct: string | null;
  cusDate: string | null;
  cusStatus: string | null;
  srmDate: string | null;
  srmStatus: string | null;
  tmlDate: string | null;
  tmlStatus: string | null;
  inDate: string | null;
  outDate: string | null;
  /** Export receiving window of the vessel call ("open" and "close" on the terminal card). */
  openDate: string | null;
  closeDate: string | null;
}

/** The record a terminal answers for a box it holds no data about (not found, or not subscribed). */
export function emptyRecord(
  portCode: string,
  containerNumber: string,
  portName: string | null,
): TerminalRecord {
  return {
    portCode,
    portName,
    terminalCode: null,
    terminalName: null,
    containerNumber,
    containerStatus: null,
    isoType: null,
    ieid: null,
    vesselName: null,
    voyage: null,
    updateDate: null,
    lastFreeDay: null,
    availableStatus: null,
    availableDate: null,
    holds: [],
    pickupEst: null,
    pickupAct: null,
    cusDate: null,
    cusStatus: null,
    srmDate: null,
    srmStatus: null,
    tmlDate: null,
    tmlStatus: null,
    inDate: null,
    outDate: null,
    openDate: null,
    closeDate: null,
  };
}

function containerStatus(visit: TerminalVisit, now: number): string {
  if (now < visit.inAt) return visit.direction === 'EXPORT' ? 'EXPECTED' : 'ON_VESSEL';
  if (now < visit.outAt) return 'IN_YARD';
  if (visit.outBy === 'VESSEL') return 'LOADED_ON_VESSEL';
  return visit.outBy === 'RAIL' ? 'LOADED_ON_RAIL' : 'DELIVERED';
}

function availableStatus(visit: TerminalVisit, plan: TerminalPlan, now: number): string | null {
  if (plan.availableAt === null) return null;
  if (now >= visit.outAt) return 'DELIVERED';
  return now >= plan.availableAt ? 'AVAILABLE' : 'NOT_AVAILABLE';
}

export function renderTerminalRecord(
  portCode: string,
  visit: TerminalVisit,
  plan: TerminalPlan,
  now: number,
): TerminalRecord {
  const seen = (t: number | null) => (t !== null && t <= now ? t : null);
  const date = (t: number | null) => {
    const s = seen(t);
    return s === null ? null : isoDateTime(s);
  };
  const holds = plan.holds
    .filter((h) => h.placedAt <= now)
    .map((h) => {
      const released = h.releasedAt <= now;
      return {
        holdCategory: h.category,
        holdStatus: released ? ('RELEASED' as const) : ('ACTIVE' as const),
        holdDate: isoDateTime(released ? h.releasedAt : h.placedAt),
        holdReason: h.reason,
      };
    });
  const customsHold = plan.holds.find((h) => h.category === 'CUSTOMS');
  const freightHold = plan.holds.find((h) => h.category === 'FREIGHT');
  const available = seen(plan.availableAt);
  const isImport = visit.direction !== 'EXPORT';
  const call = isImport ? (visit.inbound ?? visit.outbound) : visit.outbound;
  const visible = [
    visit.inAt,
    visit.outAt,
    plan.customsReleaseAt,
    plan.freightReleaseAt,
    plan.terminalReleaseAt,
    ...plan.holds.flatMap((h) => [h.placedAt, h.releasedAt]),
  ].filter((t): t is number => seen(t) !== null);
  const stillIn = now < visit.outAt;
  const releaseStatus = (releasedAt: number | null, held: boolean) => {
    if (seen(releasedAt) !== null) return 'RELEASED';
    return held ? 'HOLD' : 'PENDING';
  };
  return {
    portCode,
    portName: visit.port.name,
    terminalCode: visit.terminal.code,
    terminalName: visit.terminal.name,
    containerNumber: visit.containerNumber,
    containerStatus: containerStatus(visit, now),
    isoType: visit.isoType,
    ieid: isImport ? 'I' : 'E',
    vesselName: call?.vesselName ?? null,
    voyage: call?.voyageNumber ?? null,
    updateDate: visible.length > 0 ? isoDateTime(Math.max(...visible)) : null,
    lastFreeDay: available !== null ? lastFreeDay(available, visit.port.timeZone, visit.port.country) : null,
    availableStatus: availableStatus(visit, plan, now),
    availableDate: date(plan.availableAt),
    holds,
    // An estimate overtaken by time moves on to the next hour, as terminals roll theirs forward.
    pickupEst:
      available !== null && stillIn
        ? isoDateTime(Math.max(plan.pickupEstimate ?? visit.outAt, Math.ceil(now / HOUR) * HOUR))
        : null,
    pickupAct: isImport && visit.outBy !== 'VESSEL' ? date(visit.outAt) : null,
    cusDate: date(plan.customsReleaseAt),
    cusStatus: releaseStatus(plan.customsReleaseAt, (customsHold?.placedAt ?? Infinity) <= now),
    srmDate: date(plan.freightReleaseAt),
    srmStatus:
      plan.freightReleaseAt === null
        ? null
        : releaseStatus(plan.freightReleaseAt, (freightHold?.placedAt ?? Infinity) <= now),
    tmlDate: date(plan.terminalReleaseAt),
    tmlStatus:
      plan.terminalReleaseAt === null
        ? null
        : releaseStatus(
            plan.terminalReleaseAt,
            holds.some((h) => h.holdStatus === 'ACTIVE'),
          ),
    inDate: date(visit.inAt),
    outDate: date(visit.outAt),
    // Published schedule figures, like the last free day: known before they come.
    openDate: plan.receiving ? isoDateTime(plan.receiving.open) : null,
    closeDate: plan.receiving ? isoDateTime(plan.receiving.close) : null,
  };
}
