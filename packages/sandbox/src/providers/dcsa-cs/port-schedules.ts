import type { World } from '../../world/model.js';
import { callTimestamps } from '../dcsa-ovs/call-timestamps.js';
import { DAY_MS, isoDateTime, parseIsoDate } from '../http/date-time.js';
import { HttpError } from '../http/errors.js';
import { csCutOffs, csServicePartner, csVessel, isSellable } from './cs-parts.js';

type Json = Record<string, unknown>;

/** Days of calls a port schedule lists from its `date` on (the spec leaves the horizon open). */
export const PORT_SCHEDULE_DAYS = 7;

/**
 * CS 1.0 GET /v1/port-schedules: the vessels calling at a port from `date` on, one PortSchedule
 * per terminal (the location carries the terminal's SMDG code), terminals in code order.
 */
export function portSchedules(world: World, filters: URLSearchParams, now: number): Json[] {
  for (const name of filters.keys()) {
    if (name !== 'UNLocationCode' && name !== 'date')
      throw new HttpError(400, `Unknown query parameter ${name}`, name);
  }
  const code = filters.get('UNLocationCode');
  const day = parseIsoDate(filters.get('date') ?? '');
  if (!code || !/^[A-Z]{2}[A-Z2-9]{3}$/.test(code))
    throw new HttpError(400, 'UNLocationCode is required (UN/LOCODE)', 'UNLocationCode');
  if (day === undefined) throw new HttpError(400, 'date is required (YYYY-MM-DD)', 'date');
  const port = world.port(code);
  const canonical = port?.locode ?? code;
  const until = day + PORT_SCHEDULE_DAYS * DAY_MS;
  const byTerminal = new Map<string, Json[]>();
  for (const voyage of world.voyagesCallingAt(canonical)) {
    for (const call of voyage.calls) {
      if ((world.port(call.locode)?.locode ?? call.locode) !== canonical || !isSellable(voyage, call))
        continue;
      const stamps = callTimestamps(call, now);
      if (!stamps.some((t) => t.at >= day && t.at < until)) continue;
      const terminal = call.terminalCode ?? '';
      byTerminal.set(terminal, [
        ...(byTerminal.get(terminal) ?? []),
        {
          servicePartners: [csServicePartner(world, voyage)],
          vessel: csVessel(world.vesselByImo(voyage.vesselImo), voyage.vesselImo),
          isDummyVessel: false,
          universalImportVoyageReference: voyage.universalVoyageReference,
          universalExportVoyageReference: voyage.universalVoyageReference,
          timestamps: stamps.map((t) => ({
            eventTypeCode: t.eventTypeCode,
            eventClassifierCode: t.eventClassifierCode,
            eventDateTime: isoDateTime(t.at),
          })),
          cutOffTimes: csCutOffs(call),
        },
      ]);
    }
  }
  return [...byTerminal.keys()].sort().map((terminal) => ({
    location: {
      ...(port ? { locationName: port.name.slice(0, 100) } : {}),
      UNLocationCode: code,
      ...(terminal ? { facilitySMDGCode: terminal } : {}),
    },
    vesselSchedules: byTerminal.get(terminal)!,
  }));
}
