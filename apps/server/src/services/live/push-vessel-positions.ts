import { VESSEL_POSITIONS, type VesselPositionsNotice } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { latestLocations } from '../vessels/vessel-lookup.js';
import type { LiveConnection, LiveHub } from './live-hub.js';

/**
 * Sends each connection watching any of `mmsis` their latest positions, read in one query. AIS
 * positions are public data (any vessel may be looked up by anyone signed in), so no tenant
 * filter applies; a connection only receives the vessels it asked for.
 */
export async function pushVesselPositions(
  db: Database,
  hub: LiveHub,
  mmsis: Iterable<number>,
  only?: LiveConnection,
): Promise<void> {
  const watchers = hub.vesselWatchers(mmsis);
  if (only) for (const connection of watchers.keys()) if (connection !== only) watchers.delete(connection);
  if (watchers.size === 0) return;
  const wanted = new Set([...watchers.values()].flat());
  const byMmsi = new Map((await latestLocations(db, [...wanted])).map((p) => [p.mmsi, p]));
  for (const [connection, list] of watchers) {
    const positions = list.flatMap((mmsi) => byMmsi.get(mmsi) ?? []);
    if (positions.length > 0)
      connection.socket.send(
        JSON.stringify({ type: VESSEL_POSITIONS, positions } satisfies VesselPositionsNotice),
      );
  }
}
