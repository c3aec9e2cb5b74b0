import type { SharedShipment, SharedView } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { SubscriptionDetail } from '../../ocean';
import { OceanInfoDrawer } from '../../ocean-detail';
import './sharing.css';

/**
 * The read-only detail the drawer expects, from a shared shipment: the public answer carries no
 * subscription id, remark, owner or client, so those stay blank here (nothing is fetched by id).
 */
export function sharedDetailOf(shared: SharedShipment, index: number): SubscriptionDetail {
  return {
    subscription: {
      ...shared.item,
      id: `shared-${index}`,
      uuidOfUser: null,
      remark: '',
      client: '',
      createdAt: '',
      noData: null,
    },
    shipment: shared.shipment,
    refresh: { ...shared.refresh, nextRefreshAt: null, error: null },
  };
}

/** The shipments of a share link, one read-only drawer each (number, carrier, route, dates on the ports' clocks, events). */
export function SharedShipments({ view }: { view: SharedView }) {
  const { t } = useTranslation('sharing');
  const n = view.shipments.length;
  return (
    <>
      <div className="tl-shared-head">
        <h1 className="tl-shared-title" data-testid="shared-title">
          {n === 1 ? t('page.title') : t('page.titleMany', { n })}
        </h1>
        <div className="tl-shared-sub">
          {t('page.readOnly')}
          {view.expiresAt && (
            <>
              {' · '}
              {t('page.expiresAt', { date: '' })}
              <ZonedTimeText at={view.expiresAt} />
            </>
          )}
        </div>
      </div>
      {view.shipments.map((shipment, index) => (
        <article
          className="tl-shared-card"
          key={`${shipment.item.carrierCode}-${shipment.item.businessNumber}`}
          data-testid="shared-shipment"
        >
          <OceanInfoDrawer detail={sharedDetailOf(shipment, index)} readOnly hideRemark />
        </article>
      ))}
    </>
  );
}
