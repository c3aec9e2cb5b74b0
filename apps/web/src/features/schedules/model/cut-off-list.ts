import { CUT_OFF_CODES, CUT_OFF_KINDS, type CutOffKind, type CutOffs } from '@tracklane/domain';

export interface CutOffItem {
  /** One of the six named cut-offs, or another DCSA code the carrier published (reefer, DG …). */
  kind: CutOffKind | 'other';
  /** The DCSA code behind it (PCO or FCO for the port cut-off); null when not published. */
  code: string | null;
  time: string | null;
  passed: boolean;
  /** The first deadline still ahead: what the booking has to meet next. */
  next: boolean;
}

/**
 * The cut-offs of a sailing in the order a shipper meets them: published ones by time, then the
 * six named ones the carrier did not publish (shown as such, never guessed), then any other code.
 */
export function cutOffList(cutOffs: CutOffs, now: number): CutOffItem[] {
  const raw = new Map(cutOffs.raw.map((c) => [c.code, c.time]));
  const usedCodes = new Set<string>();
  const named = CUT_OFF_KINDS.map((kind) => {
    const time = cutOffs[kind];
    const code = time ? (CUT_OFF_CODES[kind].find((c) => raw.get(c) === time) ?? null) : null;
    // The named code wins; a kind's other codes (FCO beside PCO) stay listed as extras.
    if (code) usedCodes.add(code);
    return { kind, code, time } as const;
  });
  const others = cutOffs.raw
    .filter((c) => !usedCodes.has(c.code))
    .map((c) => ({ kind: 'other' as const, code: c.code, time: c.time }));
  const published = [...named.filter((c) => c.time), ...others].sort(
    (a, b) => Date.parse(a.time as string) - Date.parse(b.time as string),
  );
  const missing = named.filter((c) => !c.time);
  let nextFound = false;
  return [...published, ...missing].map((c) => {
    const passed = c.time !== null && Date.parse(c.time) <= now;
    const next = !nextFound && c.time !== null && !passed;
    if (next) nextFound = true;
    return { ...c, passed, next };
  });
}

/** "in 2 d 4 h", as parts for the page to word: days and hours until (negative: ago). */
export function timeUntil(iso: string, now: number): { days: number; hours: number; past: boolean } {
  const ms = Date.parse(iso) - now;
  const totalHours = Math.floor(Math.abs(ms) / 3_600_000);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24, past: ms < 0 };
}
