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

/** The instant to resume from, or null (poll everything) when the cursor is absent or foreign. */
export function decodeCursor(cursor: string | null): string | null {
  if (!cursor?.startsWith(PREFIX)) return null;
  const at = cursor.slice(PREFIX.length);
  return Number.isNaN(Date.parse(at)) ? null : at;
}

/** The cursor after a poll: the latest creation time among the events, else the previous cursor. */
export function nextCursor(previous: string | null, createdTimes: readonly string[]): string | null {
  let latest = decodeCursor(previous);
  let latestMs = latest === null ? Number.NEGATIVE_INFINITY : Date.parse(latest);
  for (const created of createdTimes) {
    const ms = Date.parse(created);
    if (ms > latestMs) {
      latestMs = ms;
      latest = created;
    }
  }
  return latest === null ? previous : encodeCursor(latest);
}
