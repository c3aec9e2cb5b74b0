import { useTimeFormat } from '../../../shared/time/zoned-time';
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
  const zone = useTimeFormat().zoneOf(timeZone);
  if (!iso) return <span data-testid={testId}>—</span>;
  return (
    <span className="tl-sched-clock" data-testid={testId} data-iso={iso}>
      {timeAt(iso, zone)} <small>{zoneAt(iso, zone)}</small>
    </span>
  );
}
