import { wallClockInstant, zonedTime } from '@tracklane/domain';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * A date-time picker on the clock the user reads times in (issue 20, "one time, one zone"). Ant
 * Design's pickers hold a dayjs on the browser's clock; these carry an instant to and from the
 * same wall-clock time on `zone` (`useTimeFormat().zoneOf()`), so a range picked under "UTC"
 * means UTC, and the picker shows what the pages show.
 */
export const PICKER_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
export const PICKER_CLOCK_FORMAT = 'HH:mm';

/** An instant as the picker's value: its wall-clock time on `zone`. */
export function toPickerValue(at: Date, zone: string): Dayjs {
  const wall = zonedTime(at, zone)?.wallClock ?? at;
  return dayjs(
    new Date(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
    ),
  );
}

/** The picker's value back as an instant: its wall-clock time read on `zone`. */
export function fromPickerValue(value: Dayjs, zone: string): Date {
  const wall = new Date(Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute()));
  return wallClockInstant(wall, zone) ?? value.toDate();
}
