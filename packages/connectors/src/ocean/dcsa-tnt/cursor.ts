/**
 * The incremental polling cursor. T&T 2.2 has no change feed, so the cursor is the latest
 * eventCreatedDateTime seen; the next poll asks `eventCreatedDateTime:gte=<it>`. `gte` rather
 * than `gt` on purpose: events created in the same instant as the last one seen, but published
 * after the poll, are not lost. The price is an overlap of the boundary events, which the engine
 * absorbs because it stores events idempotently by (carrier, eventId).
 */
const PREFIX = 'tnt22:created>=';

export function encodeCursor(latestCreated: string): string {
  return `${PREFIX}${latestCreated}`;
}

/**
 * The instant to resume from, or null (poll everything) when the cursor is absent or foreign, or
 * lies after the poll's own time: a cursor a provider once pushed into the future (an event
 * "created" in 2099) would otherwise ask for nothing ever again.
 */
export function decodeCursor(
  cursor: string | null,
  pollAt: number = Number.POSITIVE_INFINITY,
): string | null {
  if (!cursor?.startsWith(PREFIX)) return null;
  const at = cursor.slice(PREFIX.length);
  const ms = Date.parse(at);
  return Number.isNaN(ms) || ms > pollAt ? null : at;
}

/**
 * The cursor after a poll: the latest creation time among the events, else the previous cursor;
 * never later than the poll's own time (`pollAt`, epoch ms). A creation time in the future is a
 * provider's error; capping there costs only a re-read of those events, which are stored
 * idempotently, where following it would stop the shipment's updates.
 */
export function nextCursor(
  previous: string | null,
  createdTimes: readonly string[],
  pollAt: number = Number.POSITIVE_INFINITY,
): string | null {
  let latest = decodeCursor(previous, pollAt);
  let latestMs = latest === null ? Number.NEGATIVE_INFINITY : Date.parse(latest);
  for (const created of createdTimes) {
    const ms = Math.min(Date.parse(created), pollAt);
    if (ms > latestMs) {
      latestMs = ms;
      latest = ms === pollAt ? new Date(pollAt).toISOString() : created;
    }
  }
  if (latest !== null) return encodeCursor(latest);
  // Nothing to resume from: a cursor in the future is dropped, a foreign one kept as it was.
  return decodeCursor(previous) === null ? previous : null;
}
