/**
 * From a request's port and container to what the terminal answers: the visit that matters
 * (import or export side, the current stay before an older or a future one), rendered as a
 * record or as port events. On-demand ports answer data only for subscribed boxes.
 */
import type { Port, World } from '../../world/model.js';
import { type PortEvent, type PortStay, renderPortEvents, renderPortStay } from './port-events.js';
import { isOnDemandPort } from './port-rules.js';
import { emptyRecord, renderTerminalRecord, type TerminalRecord } from './render-terminal-record.js';
import type { TerminalSubscriptions } from './subscriptions.js';
import { terminalPlan } from './terminal-plan.js';
import { type TerminalVisit, terminalVisits } from './terminal-visit.js';

export type Ieid = 'I' | 'E';

function matches(visit: TerminalVisit, ieid: Ieid | null): boolean {
  if (ieid === null || visit.direction === 'TRANSSHIPMENT') return true;
  return ieid === 'I' ? visit.direction === 'IMPORT' : visit.direction === 'EXPORT';
}

/** The latest stay that has begun by `now`, else the next one to come. */
export function currentVisit(visits: readonly TerminalVisit[], now: number): TerminalVisit | undefined {
  const begun = visits.filter((v) => v.inAt <= now);
  return begun[begun.length - 1] ?? visits.find((v) => v.inAt > now);
}

export interface LookupContext {
  world: World;
  subscriptions: TerminalSubscriptions;
  now: number;
}

export function terminalRecord(
  ctx: LookupContext,
  port: Port,
  portCode: string,
  containerNumber: string,
  ieid: Ieid,
): TerminalRecord {
  const codes = [port.locode, ...port.aliases];
  if (isOnDemandPort(codes) && !ctx.subscriptions.hasData(port.locode, containerNumber, ctx.now)) {
    return emptyRecord(portCode, containerNumber, port.name);
  }
  const visits = terminalVisits(ctx.world, containerNumber, port.locode).filter((v) => matches(v, ieid));
  const visit = currentVisit(visits, ctx.now);
  if (!visit) return emptyRecord(portCode, containerNumber, port.name);
  return renderTerminalRecord(portCode, visit, terminalPlan(ctx.world.seed, visit), ctx.now);
}

export interface PortEventsAnswer {
  /** The box's stays at the port that have begun, or the next one: terminal, vessel, window. */
  stays: PortStay[];
  events: PortEvent[];
}

/** Every port event of the box at the port up to `now`, over all its stays there. */
export function portEvents(
  ctx: LookupContext,
  port: Port,
  portCode: string,
  containerNumber: string,
  ieid: Ieid | null,
): PortEventsAnswer {
  const visits = terminalVisits(ctx.world, containerNumber, port.locode).filter((v) => matches(v, ieid));
  const current = currentVisit(visits, ctx.now);
  const shown = visits.filter((v) => v.inAt <= ctx.now || v === current);
  const planned = shown.map((v) => ({ visit: v, plan: terminalPlan(ctx.world.seed, v) }));
  return {
    stays: planned.map(({ visit, plan }) => renderPortStay(portCode, visit, plan)),
    events: planned.flatMap(({ visit, plan }) => renderPortEvents(portCode, visit, plan, ctx.now)),
  };
}
