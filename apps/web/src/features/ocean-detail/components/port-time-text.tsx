import { useTimeFormat } from '../../../shared/time/zoned-time';

/**
 * A time to the minute on the port's clock with its zone; estimates in the muted italic date
 * style, actuals in bold (shared/time's one rule: the port's clock or the user's chosen zone), so a glance tells what has happened from what is expected.
 */
export function PortTimeText({
  value,
  zone,
  actual,
  testId,
}: {
  value: string | null | undefined;
  zone: string | null | undefined;
  actual: boolean;
  testId?: string;
}) {
  const time = useTimeFormat().time(value, zone);
  if (!time) return <span className="tl-od-muted">—</span>;
  return (
    <span
      className={actual ? 'tl-od-act' : 'tl-od-est'}
      data-testid={testId}
      data-time={`${time.text} ${time.zone}`}
    >
      <span className="tl-od-event-time">{time.text}</span>{' '}
      <span className="tl-od-muted tl-time-zone">{time.zone}</span>
    </span>
  );
}
