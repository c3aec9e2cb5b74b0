import type { ServerResponse } from 'node:http';

/**
 * Body-level faults. `invalid` must stay well-formed JSON that a schema-checking client rejects:
 * every top-level string of every item becomes a number, which breaks every required string field
 * of the DCSA schemas while the JSON still parses.
 */
export function breakSchema(body: unknown): unknown {
  const mangle = (item: unknown): unknown => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return 0;
    return Object.fromEntries(
      Object.entries(item).map(([key, value], i) => [key, typeof value === 'string' ? i + 1 : value]),
    );
  };
  return Array.isArray(body) ? body.map(mangle) : mangle(body);
}

/** `duplicate`: every item of a list response is sent twice, back to back. */
export function duplicateItems(body: unknown): unknown {
  return Array.isArray(body) ? body.flatMap((item) => [item, item]) : body;
}

/**
 * `truncated`: announce the full length, send half of it and cut the connection, as a proxy or
 * a dropped link would. The client sees a premature end of the body.
 */
export function sendTruncated(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  payload: Buffer,
): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(payload.length) });
  res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => {
    res.socket?.destroy();
  });
}
