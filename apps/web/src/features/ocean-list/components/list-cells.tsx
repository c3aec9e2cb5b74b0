import { localNameOf } from '@tracklane/domain';
import { Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { updateAge, updateAgeKey, updateAgeText } from '../../../shared/time/update-age';
import { timeText, useTimeFormat, ZonedTimeText } from '../../../shared/time/zoned-time';
import { detailLink, type SubscriptionItem } from '../../ocean';

/** Colours by stage: waiting, moving, arrived, done, trouble. */
const STATUS_COLOR: Record<string, string> = {
  BOOKED: 'default',
  PRE_CARRIAGE: 'cyan',
  AT_POL: 'cyan',
  IN_TRANSIT: 'blue',
  AT_TS: 'geekblue',
  AT_POD: 'purple',
  AVAILABLE: 'green',
  ON_CARRIAGE: 'purple',
  DELIVERED: 'green',
  COMPLETE: 'success',
  CANCELLED: 'error',
  NODATA: 'default',
};

const detailOf = (item: SubscriptionItem) => detailLink(item.id, item.businessNumber);

/** The number as a link to the detail, with the other number of the pair underneath. */
export function NumberCell({ item }: { item: SubscriptionItem }) {
  const { t } = useTranslation('oceanList');
  const other =
    item.businessNumber === item.billNumber
      ? item.containerNumber && { label: t('number.container'), value: item.containerNumber }
      : item.billNumber && { label: t('number.bill'), value: item.billNumber };
  return (
    <div className="tl-list-number">
      <Link {...detailOf(item)} data-testid={`list-number-${item.id}`}>
        {item.businessNumber}
      </Link>
      {other && (
        <div className="tl-list-sub">
          {other.label} {other.value}
        </div>
      )}
    </div>
  );
}

export function CarrierCell({ item, name }: { item: SubscriptionItem; name?: string | undefined }) {
  return (
    <div data-testid={`list-carrier-${item.id}`} data-carrier={item.carrierCode}>
      <strong>{item.carrierCode}</strong>
      {name && name !== item.carrierCode && <div className="tl-list-sub">{name}</div>}
    </div>
  );
}

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('ocean');
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} className="tl-list-tag">
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

function Port({ name, code }: { name: string | null; code: string | null }) {
  if (!code && !name) return <span className="tl-list-sub">—</span>;
  return (
    <span className="tl-list-port">
      {name ?? code}
      {code && name && <span className="tl-list-code"> {code}</span>}
    </span>
  );
}

/** POL → POD, each named in the page's language (Chinese, Japanese, else English). */
export function RouteCell({ item }: { item: SubscriptionItem }) {
  const language = useSession((s) => s.language);
  const pol = localNameOf({ en: item.polName, cn: item.polNameCn, jp: item.polNameJp }, language);
  const pod = localNameOf({ en: item.podName, cn: item.podNameCn, jp: item.podNameJp }, language);
  return (
    <div className="tl-list-route">
      <Port name={pol} code={item.polCode} />
      <div>
        <span className="tl-list-arrow" aria-hidden>
          →{' '}
        </span>
        <Port name={pod} code={item.podCode} />
      </div>
    </div>
  );
}

/** Where each side of a shipment's dates comes from: the POL's clock departs, the POD's arrives. */
const DATE_FIELDS = {
  departure: { estimated: 'etd', actual: 'atd', zone: 'polTimeZone' },
  arrival: { estimated: 'eta', actual: 'ata', zone: 'podTimeZone' },
} as const satisfies Record<string, Record<'estimated' | 'actual' | 'zone', keyof SubscriptionItem>>;

/**
 * A shipment's departure or arrival: the actual time in bold when there is one, the estimate in
 * plain text (under the actual when both are known, since a late arrival is the estimate's
 * story). On the port's clock with its zone, like the drawer (the POL's for a departure, the
 * POD's for an arrival), or in the zone the user chose. Test id `list-etd-<id>` / `list-eta-<id>`.
 */
export function DateCell({ item, kind }: { item: SubscriptionItem; kind: 'departure' | 'arrival' }) {
  const { t } = useTranslation('oceanList');
  const fields = DATE_FIELDS[kind];
  const estimated = item[fields.estimated];
  const actual = item[fields.actual];
  const zone = item[fields.zone];
  const testId = `list-${fields.estimated}-${item.id}`;
  const data = kind === 'arrival' ? { 'data-eta': estimated ?? '' } : { 'data-etd': estimated ?? '' };
  if (!estimated && !actual) return <span className="tl-list-sub">—</span>;
  return (
    <div className="tl-list-date" data-testid={testId} {...data}>
      {actual && (
        <div className="tl-list-actual">
          <span className="tl-list-label">{t(`dates.${fields.actual}`)}</span>{' '}
          <ZonedTimeText at={actual} portZone={zone} testId={`${testId}-actual`} />
        </div>
      )}
      {estimated && (
        <div className={actual ? 'tl-list-sub' : undefined}>
          <span className="tl-list-label">{t(`dates.${fields.estimated}`)}</span>{' '}
          <ZonedTimeText at={estimated} portZone={zone} testId={`${testId}-estimated`} />
        </div>
      )}
    </div>
  );
}

export function WarningTags({ codes }: { codes: string[] }) {
  const { t } = useTranslation('ocean');
  if (codes.length === 0) return <span className="tl-list-sub">—</span>;
  return (
    <div className="tl-list-tags">
      {codes.map((c) => (
        <Tag key={c} color="orange" className="tl-list-tag">
          {t(`warning.${c}`, { defaultValue: c })}
        </Tag>
      ))}
    </div>
  );
}

/** Re-renders once a minute so "12 min ago" keeps counting on an open page. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function UpdateAgeCell({ updateTime }: { updateTime: string | null }) {
  const { t } = useTranslation('oceanList');
  const now = useMinuteClock();
  const { time } = useTimeFormat();
  const age = updateAge(updateTime, now);
  const [key, values] = updateAgeText(age);
  const text = (
    <span className="tl-list-nowrap" data-age={updateAgeKey(age)}>
      {t(key, values)}
    </span>
  );
  return updateTime ? <Tooltip title={timeText(time(updateTime))}>{text}</Tooltip> : text;
}
