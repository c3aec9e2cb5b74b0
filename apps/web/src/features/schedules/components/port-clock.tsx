import { timeAt, zoneAt } from '../model/format-time';

/** A time on the port's clock with its zone ("2026-11-25 13:42 GMT+8"): whose 13:42 it is matters. */
export function PortClock({
  iso,
  timeZone,
  testId,
}: {
  iso: string | null;
  timeZone: string | null;
  testId?: string;
}) {
  if (!iso) return <span data-testid={testId}>—</span>;
  return (
    <span className="tl-sched-clock" data-testid={testId} data-iso={iso}>
      {timeAt(iso, timeZone)} <small>{zoneAt(iso, timeZone)}</small>
    </span>
  );
}
