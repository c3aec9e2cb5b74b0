/**
 * Sample boxes with terminal data for the app's "samples" (GET /sandbox/world): a few import
 * boxes in a US terminal (download call) and export boxes at a CN port (port-event call), ones
 * in the yard at `now` first. US samples avoid the on-demand ports, whose data needs a
 * subscription first.
 */
import type { Shipment, World } from '../../world/model.js';
import { isOnDemandPort } from './port-rules.js';
import { terminalVisits } from './terminal-visit.js';

export interface TerminalSample {
  containerNumber: string;
  portCode: string;
  /** Which call answers it: POST /v1/{cc}/download or GET /v1/ports/{portCode}/events. */
  call: 'download' | 'port-events';
}

// Bounds the milestone derivations one sample search may trigger on a full-size world.
const MAX_SHIPMENTS_SCANNED = 600;

function pick(
  world: World,
  now: number,
  portOf: (s: Shipment) => string,
  wanted: (portCode: string) => boolean,
  call: TerminalSample['call'],
  count: number,
): TerminalSample[] {
  const inYard: TerminalSample[] = [];
  const begun: TerminalSample[] = [];
  const candidates = world.shipments.filter((s) => s.status === 'CONFIRMED' && wanted(portOf(s)));
  for (const shipment of candidates.slice(0, MAX_SHIPMENTS_SCANNED)) {
    const box = shipment.containers[0];
    if (!box) continue;
    const portCode = portOf(shipment);
    const visits = terminalVisits(world, box.number, portCode).filter((v) => v.inAt <= now);
    const last = visits[visits.length - 1];
    if (!last) continue;
    (last.outAt > now ? inYard : begun).push({ containerNumber: box.number, portCode, call });
    if (inYard.length >= count) break;
  }
  return [...inYard, ...begun].slice(0, count);
}

export function terminalSamples(world: World, now: number, count = 3): TerminalSample[] {
  const usPort = (code: string) => {
    const port = world.port(code);
    return code.startsWith('US') && port !== undefined && !isOnDemandPort([port.locode, ...port.aliases]);
  };
  return [
    ...pick(world, now, (s) => s.portOfDischarge, usPort, 'download', count),
    ...pick(
      world,
      now,
      (s) => s.portOfLoading,
      (code) => code.startsWith('CN'),
      'port-events',
      count,
    ),
  ];
}
