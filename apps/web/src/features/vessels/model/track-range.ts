/** The track's time-range choices (views.md §5, §9; platform.md §1: six months of track). */
export const TRACK_PRESETS = ['24h', '3d', '7d', '30d'] as const;
export type TrackPreset = (typeof TRACK_PRESETS)[number];

const HOUR = 3_600_000;
const PRESET_MS: Record<TrackPreset, number> = {
  '24h': 24 * HOUR,
  '3d': 72 * HOUR,
  '7d': 168 * HOUR,
  '30d': 720 * HOUR,
};

/** views.md §9: a vessel track request's end is extended by 1.5 hours. */
export const TRACK_END_EXTENSION_MS = 1.5 * HOUR;
export const TRACK_MAX_MONTHS = 6;

export interface TimeRange {
  start: Date;
  end: Date;
}

export function presetRange(preset: TrackPreset, now: Date): TimeRange {
  return { start: new Date(now.getTime() - PRESET_MS[preset]), end: now };
}

/** The earliest instant a custom range may start: six calendar months before now. */
export function earliestTrackStart(now: Date): Date {
  const earliest = new Date(now);
  earliest.setMonth(earliest.getMonth() - TRACK_MAX_MONTHS);
  return earliest;
}

/** A custom range brought inside the six months the server keeps; an end in the future is now. */
export function clampRange(range: TimeRange, now: Date): TimeRange {
  const floor = earliestTrackStart(now);
  const start = range.start < floor ? floor : range.start;
  const end = range.end > now ? now : range.end;
  return { start, end };
}

/**
 * The request a range makes, or null when it must not be sent: views.md §5 skips a track request
 * whose start is not before its end, and only logs it (the server would answer 40000).
 */
export function trackRequest(
  mmsi: number,
  range: TimeRange,
): { mmsi: number; start: Date; end: Date } | null {
  if (!(range.start.getTime() < range.end.getTime())) {
    // biome-ignore lint/suspicious/noConsole: views.md §5 asks for a log line here, not a toast.
    console.log('vessel track skipped: start is not before end', {
      mmsi,
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    });
    return null;
  }
  return { mmsi, start: range.start, end: new Date(range.end.getTime() + TRACK_END_EXTENSION_MS) };
}
