import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  MAX_WATCHED_VESSELS,
  VESSEL_POSITIONS,
  VESSELS_WATCH,
  type VesselLocation,
  type VesselPosition,
  type VesselPositionsNotice,
  type VesselsWatch,
} from '@tracklane/domain';
import { useEffect, useMemo } from 'react';
import { liveSocket, liveSupported } from '../../../app/live/live-connection';
import { useLiveConnection, useLiveMessage } from '../../../app/live/use-live';
import { VESSEL_KEYS } from './query-keys';

/** The server accepts at most this many MMSIs in one watch. */
export const MAX_WATCHED = MAX_WATCHED_VESSELS;
const STATE_KEY = VESSELS_WATCH;

// The MMSIs each mounted hook watches; the socket is told their union.
const watchers = new Map<symbol, number[]>();
let publishQueued = false;

export function watchUnion(sets: Iterable<number[]>): number[] {
  const union = new Set<number>();
  for (const set of sets) for (const mmsi of set) if (union.size < MAX_WATCHED) union.add(mmsi);
  return [...union];
}

/** Hooks mounting in one render all change the set: tell the server once, after them. */
function publish(): void {
  if (publishQueued) return;
  publishQueued = true;
  queueMicrotask(() => {
    publishQueued = false;
    // An empty watch is still sent (it clears the server's set) while the socket stays open.
    const watch: VesselsWatch = { type: VESSELS_WATCH, mmsi: watchUnion(watchers.values()) };
    liveSocket().setState(STATE_KEY, watch);
  });
}

const timeOf = (p: { time: string } | null | undefined) => (p ? Date.parse(p.time) : Number.NaN);

/** The window of a cached track key [track, {mmsi, start, end}] (also startTime/endTime). */
function trackWindow(key: readonly unknown[]): { mmsi: number; start: number; end: number } | null {
  const params = key[1] as Record<string, unknown> | undefined;
  if (!params || typeof params !== 'object' || typeof params.mmsi !== 'number') return null;
  const start = Date.parse(String(params.start ?? params.startTime ?? ''));
  const end = Date.parse(String(params.end ?? params.endTime ?? ''));
  return Number.isFinite(start) && Number.isFinite(end) ? { mmsi: params.mmsi, start, end } : null;
}

/**
 * Writes pushed positions into the cache: the location of each vessel (unless the cache already
 * holds a newer one) and, on cached tracks of that vessel whose window covers the report, one
 * more point at the end (only newer than the last point: the track stays oldest first).
 */
export function applyVesselPositions(client: QueryClient, positions: readonly VesselLocation[]): void {
  for (const position of positions) {
    const at = timeOf(position);
    if (!Number.isFinite(at)) continue;
    const locationKey = [VESSEL_KEYS.location, position.mmsi];
    const cached = client.getQueryData<VesselLocation | null>(locationKey);
    if (!(timeOf(cached) >= at)) client.setQueryData(locationKey, position);
    const point: VesselPosition = {
      mmsi: position.mmsi,
      time: position.time,
      lat: position.lat,
      lon: position.lon,
      sog: position.sog,
      cog: position.cog,
      hdg: position.hdg,
      navStatus: position.navStatus,
    };
    for (const query of client.getQueryCache().findAll({ queryKey: [VESSEL_KEYS.track] })) {
      const window = trackWindow(query.queryKey);
      const track = query.state.data as VesselPosition[] | undefined;
      if (!window || window.mmsi !== position.mmsi || !Array.isArray(track)) continue;
      if (at < window.start || at > window.end) continue;
      if (track.length > 0 && !(at > timeOf(track[track.length - 1]))) continue;
      client.setQueryData(query.queryKey, [...track, point]);
    }
  }
}

/**
 * Live positions of these vessels while mounted (issue 6): the tab's socket watches the union of
 * every mounted hook's MMSIs (re-sent after each reconnect), and each `vessel.positions` push
 * lands in the cache under [VESSEL_KEYS.location, mmsi], the key useVesselLocation reads.
 */
export function useVesselLive(mmsis: number[]): void {
  const client = useQueryClient();
  const listKey = [...new Set(mmsis.filter((m) => Number.isSafeInteger(m) && m > 0))].sort().join(',');
  const watched = useMemo(() => (listKey ? listKey.split(',').map(Number) : []), [listKey]);
  const active = watched.length > 0;
  useLiveConnection(active);
  useEffect(() => {
    if (!active || !liveSupported()) return;
    const id = Symbol('vessel-watch');
    watchers.set(id, watched);
    publish();
    return () => {
      watchers.delete(id);
      publish();
    };
  }, [active, watched]);
  useLiveMessage(
    VESSEL_POSITIONS,
    (message) => {
      const notice = message as unknown as VesselPositionsNotice;
      if (!Array.isArray(notice.positions)) return;
      const mine = new Set(watched);
      applyVesselPositions(
        client,
        notice.positions.filter((p) => mine.has(p.mmsi)),
      );
    },
    active,
  );
}
