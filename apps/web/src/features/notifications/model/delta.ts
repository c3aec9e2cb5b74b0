/** Units of a delta in the reader's language: "d"/"h", "天"/"小时", "日"/"時間". */
export interface DeltaUnits {
  day: string;
  hour: string;
}

/**
 * A date change in hours as people read it: "+1 d 6 h", "−3 h", "0 h". Later is positive; the
 * minus is the typographic one. Hours are rounded to the nearest whole hour.
 */
export function formatDelta(hours: number, units: DeltaUnits): string {
  const total = Math.round(Math.abs(hours));
  if (total === 0) return `0 ${units.hour}`;
  const sign = hours > 0 ? '+' : '−';
  const days = Math.floor(total / 24);
  const rest = total % 24;
  const parts = [
    days > 0 ? `${days} ${units.day}` : '',
    rest > 0 || days === 0 ? `${rest} ${units.hour}` : '',
  ];
  return `${sign}${parts.filter(Boolean).join(' ')}`;
}
