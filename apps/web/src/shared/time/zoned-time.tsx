import {
  DEFAULT_TIME_DISPLAY,
  displayZone,
  type TimeDisplay,
  type ZonedTime,
  zonedTime,
} from '@tracklane/domain';
import { createContext, useCallback, useContext } from 'react';
import './zoned-time.css';

/**
 * The web's one time formatter (issue 20, "one time, one zone"): every date-time on every page
 * goes through here. A time where a port applies reads on that port's clock with the zone's
 * label; one where no port applies (an update time, an AIS report, an account's dates) reads on
 * the user's own clock, labelled too. The user's setting (`timeDisplay`, stored on the server)
 * may instead put every time in UTC+8 or UTC. The rule itself is the domain's (`displayZone`,
 * `zonedTime`), which the server's exports follow as well.
 */
export interface TimeSettings {
  display: TimeDisplay;
  /** The browser's IANA zone: the user's own clock, where no port applies. */
  ownZone: string | null;
}

export function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export const defaultTimeSettings = (): TimeSettings => ({
  display: DEFAULT_TIME_DISPLAY,
  ownZone: browserZone(),
});

const TimeSettingsContext = createContext<TimeSettings>(defaultTimeSettings());

/** Set once by the app shell from the signed-in user's setting. */
export const TimeSettingsProvider = TimeSettingsContext.Provider;

export const useTimeSettings = () => useContext(TimeSettingsContext);

/** An instant as shown under `settings`: on `portZone`'s clock (null: no port applies). */
export function formatTime(
  at: string | number | Date | null | undefined,
  portZone: string | null | undefined,
  settings: TimeSettings,
): ZonedTime | null {
  return zonedTime(at, displayZone({ display: settings.display, portZone, ownZone: settings.ownZone }));
}

/** "2026-11-25 18:52 GMT+8", or null without a readable instant. */
export const timeText = (t: ZonedTime | null) => (t ? `${t.text} ${t.zone}` : null);

/**
 * The formatter bound to the user's setting: `time(iso, portZone)` for a port's event,
 * `time(iso)` where no port applies. Also `zoneOf(portZone)`, the IANA zone a time is shown in.
 */
export function useTimeFormat() {
  const settings = useTimeSettings();
  const time = useCallback(
    (at: string | number | Date | null | undefined, portZone?: string | null) =>
      formatTime(at, portZone, settings),
    [settings],
  );
  const zoneOf = useCallback(
    (portZone?: string | null) =>
      displayZone({ display: settings.display, portZone, ownZone: settings.ownZone }),
    [settings],
  );
  return { time, zoneOf, settings };
}

/**
 * A time to the minute with its zone's label, the way every page shows one: "2026-11-25 18:52"
 * then "GMT+8" in muted type. `portZone` absent: no port applies (the user's own zone).
 * `precision="day"`: a calendar day (a join date, a plan's end) on the same clock, the day alone
 * on screen and the labelled time in its tooltip.
 */
export function ZonedTimeText({
  at,
  portZone,
  testId,
  className,
  precision = 'minute',
  empty = '—',
}: {
  at: string | number | Date | null | undefined;
  portZone?: string | null | undefined;
  testId?: string | undefined;
  className?: string | undefined;
  precision?: 'minute' | 'day';
  empty?: string;
}) {
  const { time } = useTimeFormat();
  const t = time(at, portZone);
  if (!t) return <span className={className}>{empty}</span>;
  const labelled = timeText(t) ?? undefined;
  const classes = `tl-time ${className ?? ''}`.trim();
  if (precision === 'day') {
    return (
      <span className={classes} data-testid={testId} data-time={labelled} title={labelled}>
        <span className="tl-time-text">{t.text.slice(0, 10)}</span>
      </span>
    );
  }
  return (
    <span className={classes} data-testid={testId} data-time={labelled}>
      <span className="tl-time-text">{t.text}</span> <span className="tl-time-zone">{t.zone}</span>
    </span>
  );
}
