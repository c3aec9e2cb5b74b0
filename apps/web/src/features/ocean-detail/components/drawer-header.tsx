import { ClockCircleOutlined } from '@ant-design/icons';
import type { Language, OceanShipmentView } from '@tracklane/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateAge, updateAgeKey } from '../../../shared/time/update-age';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import { HoverTip } from '../../../shared/ui/hover-tip';
import type { SubscriptionDetail } from '../../ocean';
import { useCarriers } from '../../ocean';
import { DRAWER_TOGGLE_ATTRIBUTE } from '../../ocean-screen';
import { maskReference } from '../model/mask-reference';
import { CopyButton } from './copy-button';

/** A stable colour per carrier code, so a carrier always gets the same badge. */
function badgeColour(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hash}, 55%, 38%)`;
}

const STATUS_COLOUR: Record<string, string> = {
  COMPLETE: 'default',
  NODATA: 'default',
  CANCELLED: 'red',
  DELIVERED: 'green',
  AVAILABLE: 'green',
  IN_TRANSIT: 'blue',
  AT_TS: 'gold',
};

interface Props {
  detail: SubscriptionDetail;
  shipment: OceanShipmentView | null;
  masked: boolean;
  language: Language;
}

/** Carrier badge and name, business number, cancelled tag, status and last-update age (views.md §2). */
export function DrawerHeader({ detail, shipment, masked, language }: Props) {
  const { t } = useTranslation(['oceanDetail', 'ocean']);
  const carriers = useCarriers();
  const { subscription, refresh } = detail;
  const code = shipment?.carrier.carrierCode ?? subscription.carrierCode;
  const carrier = carriers.data?.find((c) => c.code === code);
  const carrierName = (language === 'zh' && carrier?.nameCn) || carrier?.name || code;
  const status = shipment?.displayStatus ?? subscription.displayStatus;
  const age = updateAge(shipment?.updateTime ?? subscription.updateTime, Date.now());
  // When we last asked the carrier: no port applies, so the user's own (or chosen) zone.
  const checked = timeText(useTimeFormat().time(refresh.lastRefreshedAt));
  const number = maskReference(subscription.businessNumber, masked);

  return (
    <div className="tl-od-head">
      <button
        type="button"
        className="tl-od-carrier"
        title={carrierName}
        aria-label={carrierName}
        data-testid="detail-carrier-badge"
        // The carrier logo folds the drawer away, as in the air drawer (views.md §2).
        {...{ [DRAWER_TOGGLE_ATTRIBUTE]: '' }}
        style={{ background: badgeColour(code) }}
      >
        {code.slice(0, 4)}
      </button>
      <div style={{ minWidth: 0, flex: 1 }}>
        <div className="tl-od-muted" data-testid="detail-carrier-name">
          {carrierName}
        </div>
        <div className="tl-od-number-row">
          <span className="tl-od-number" data-testid="detail-business-number">
            {number}
          </span>
          {!masked && (
            <CopyButton
              text={subscription.businessNumber}
              label={t('header.copy')}
              copiedLabel={t('header.copied')}
            />
          )}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4, alignItems: 'center' }}>
          <Tag color={STATUS_COLOUR[status] ?? 'processing'} data-testid="detail-status" data-status={status}>
            {t(`ocean:status.${status}`, { defaultValue: status })}
          </Tag>
          {shipment?.proxy.booking.bookingStatus === 'CANCELLED' && (
            <Tag color="red" data-testid="detail-cancelled">
              {t('header.cancelled')}
            </Tag>
          )}
          <HoverTip content={checked ? t('header.checked', { time: checked }) : null}>
            <span className="tl-od-muted" data-testid="detail-update-age" data-age={updateAgeKey(age)}>
              <ClockCircleOutlined />{' '}
              {'count' in age
                ? t(`header.updated.${age.unit}`, { count: age.count })
                : t(`header.updated.${age.unit}`)}
            </span>
          </HoverTip>
        </div>
      </div>
    </div>
  );
}
