import type { PortDirectory } from '@tracklane/domain';

/**
 * Rows grouped by a stored port code → the same grouped by the port's product code (pure): a
 * carrier's CNSGH and another's CNSHA are one port, Shanghai, so they count together. Numeric
 * fields are summed; the order is by `rank` descending, then code. Unknown codes stay as stored.
 */
export function mergeByCanonicalPort<T extends { code: string }>(
  rows: readonly T[],
  ports: PortDirectory,
  rank: (row: T) => number,
): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const code = ports.get(row.code)?.code ?? row.code;
    const seen = merged.get(code);
    if (!seen) {
      merged.set(code, { ...row, code });
      continue;
    }
    const sum: Record<string, unknown> = { ...seen };
    for (const [key, value] of Object.entries(row))
      if (typeof value === 'number' && typeof sum[key] === 'number') sum[key] = (sum[key] as number) + value;
    merged.set(code, sum as T);
  }
  return [...merged.values()].sort((a, b) => rank(b) - rank(a) || a.code.localeCompare(b.code));
}

/** Every code a port is stored under (its product code and aliases), for filters; unknown codes as given. */
export function codesOfPorts(codes: readonly string[], ports: PortDirectory): string[] {
  const all = new Set<string>();
  for (const code of codes) {
    const port = ports.get(code);
    all.add(code);
    if (port) for (const other of [port.code, ...(port.aliases ?? [])]) all.add(other);
  }
  return [...all];
}
