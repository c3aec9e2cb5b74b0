type Json = Record<string, unknown>;

/**
 * Field-level differences between our decodes and gpsd's, message by message:
 * `#index type T mmsi M <label>field: ours ≠ gpsd`, including missing and extra fields. Shared by
 * the gpsd comparisons of the decoder and of the binary messages; `label` adds context (DAC/FI).
 */
export function gpsdDifferences(
  mine: Json[],
  theirs: Json[],
  label: (gpsd: Json) => string = () => '',
): string[] {
  const diffs: string[] = [];
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    const a = mine[i] ?? {};
    const b = theirs[i] ?? {};
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (JSON.stringify(a[field]) !== JSON.stringify(b[field])) {
        diffs.push(
          `#${i} type ${b.type ?? a.type} mmsi ${b.mmsi ?? a.mmsi} ${label(b)}${field}: ${JSON.stringify(a[field])} ≠ ${JSON.stringify(b[field])}`,
        );
      }
    }
  }
  return diffs;
}
