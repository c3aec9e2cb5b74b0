import { mapTerminalDownload, ProviderFault, type TerminalStatusClient } from '@tracklane/connectors';
import {
  type ActiveHold,
  activeHoldsOf,
  earliestLastFreeDay,
  freeTimeEnds,
  isOnDemandTerminalPort,
} from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { findWatchedShipments, type WatchedShipment } from './find-watched-shipments.js';
import { recordDueLastFreeDays } from './record-due-last-free-days.js';
import { type RemindersRecorded, recordLastFreeDay } from './record-last-free-day.js';

export interface TerminalWatchResult {
  checked: number;
  changed: number;
  due: number;
  faults: number;
}

/**
 * One run of the terminal watch (issue 21: "last free day set/changed and 48 h before it"): the
 * 48-hour reminders that fell due, then the least recently checked shipments waiting at a port of
 * discharge whose terminals give last free days, asked of the terminal provider box by box. A
 * provider fault is logged and that shipment is asked again at its next turn; it never stops the
 * run. On-demand ports (views.md §5) are subscribed at the first look.
 */
export async function watchTerminalShipments({
  db,
  client,
  now,
  zoneOf,
  recheckMinutes,
  limit,
  remindersRecorded,
  log,
}: {
  db: Database;
  client: TerminalStatusClient;
  now: Date;
  zoneOf(portCode: string): string | null;
  recheckMinutes: number;
  limit: number;
  remindersRecorded: RemindersRecorded;
  log: FastifyBaseLogger;
}): Promise<TerminalWatchResult> {
  const result: TerminalWatchResult = { checked: 0, changed: 0, due: 0, faults: 0 };
  result.due += await recordDueLastFreeDays({ db, now, remindersRecorded });
  for (const shipment of await findWatchedShipments({ db, now, recheckMinutes, limit })) {
    let ends: Date | null = null;
    let holds: ActiveHold[] | null = null;
    try {
      const said = await terminalSays(client, shipment);
      ends = said.day === null ? null : freeTimeEnds(said.day, zoneOf(shipment.portCode));
      holds = said.holds;
    } catch (err) {
      if (!(err instanceof ProviderFault)) throw err;
      result.faults += 1;
      log.warn(
        { shipmentId: shipment.shipmentId, portCode: shipment.portCode, kind: err.kind, reason: err.message },
        'terminal watch: provider fault, asked again at the next turn',
      );
    }
    const recorded = await recordLastFreeDay({
      db,
      shipmentId: shipment.shipmentId,
      portCode: shipment.portCode,
      freeTimeEnds: ends,
      holds,
      now,
      remindersRecorded,
    });
    result.checked += 1;
    if (recorded.changed) result.changed += 1;
    if (recorded.due) result.due += 1;
  }
  return result;
}

/**
 * The earliest last free day of the shipment's boxes still in the terminal (null when none is
 * known) and their active holds (null when the terminal did not answer for them).
 */
async function terminalSays(
  client: TerminalStatusClient,
  shipment: WatchedShipment,
): Promise<{ day: string | null; holds: ActiveHold[] | null }> {
  const { portCode, containerNumbers } = shipment;
  if (containerNumbers.length === 0) return { day: null, holds: null };
  if (shipment.firstLook && isOnDemandTerminalPort(portCode))
    for (const box of containerNumbers) await client.subscribe(portCode, box);
  try {
    const body = await client.download(portCode.slice(0, 2), portCode, { containerNumbers }, 'I');
    const records = mapTerminalDownload(body);
    return { day: earliestLastFreeDay(records), holds: activeHoldsOf(records) };
  } catch (err) {
    // The terminal does not know the boxes (yet): nothing to tell.
    if (err instanceof ProviderFault && err.kind === 'not-found') return { day: null, holds: null };
    throw err;
  }
}
