import type { VesselParticulars } from '@tracklane/domain';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestError } from '../../../app/request';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import type { VesselShipment } from '../api/vessel-shipments-api';
import { useVesselShipments } from '../hooks/use-vessel-shipments';

/**
 * The caller's ocean subscriptions still on board this vessel (loaded, not yet discharged), each
 * opening its tracking detail. One card per shipment, every column a labelled field that wraps
 * within the side panel: the seven columns of a table did not fit its 480 px at 1366 px, nor a
 * 375 px phone, and the last ones were out of sight. A server without the call (404) reads as
 * none: the card is a convenience, not the page's purpose.
 */
export function VesselShipments({ vessel }: { vessel: Pick<VesselParticulars, 'mmsi' | 'imo' | 'name'> }) {
  const { t } = useTranslation('vessels');
  const { t: tOcean } = useTranslation('ocean');
  const { time } = useTimeFormat();
  // A day on the port's clock (POL for the departure, POD for the arrival), as the list shows it.
  const day = (value: string | null, zone: string | null) => time(value, zone)?.text.slice(0, 10) ?? '–';
  const query = useVesselShipments(vessel);
  const missing = query.error instanceof RequestError && query.error.httpStatus === 404;
  const rows = missing ? [] : (query.data ?? []);
  const fields = (row: VesselShipment): [string, string, React.ReactNode][] => [
    ['carrier', t('shipments.carrier'), row.carrierCode ?? '–'],
    ['route', t('shipments.route'), `${row.polCode ?? '–'} → ${row.podCode ?? '–'}`],
    ['voyage', t('shipments.voyage'), row.voyageParam ?? '–'],
    ['etd', t('shipments.etd'), day(row.etd, row.polTimeZone)],
    ['eta', t('shipments.eta'), day(row.eta, row.podTimeZone)],
    [
      'status',
      t('shipments.status'),
      tOcean(`status.${row.displayStatus}`, { defaultValue: row.displayStatus }),
    ],
  ];
  let body: React.ReactNode;
  if (query.error && !missing)
    body = <Alert type="warning" showIcon title={t('shipments.failed')} description={query.error.message} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (rows.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shipments.empty')} />;
  else
    body = (
      <ul className="tl-vessel-shipments" data-testid="vessel-shipment-list">
        {rows.map((row) => (
          <li key={row.id} className="tl-vessel-shipment" data-testid="vessel-shipment">
            <dl>
              <div className="tl-vessel-shipment-field tl-vessel-shipment-field--number" data-field="number">
                <dt>{t('shipments.businessNumber')}</dt>
                <dd>
                  <Link
                    to={`/ocean/detail?id=${encodeURIComponent(row.id)}`}
                    data-testid="vessel-shipment-link"
                  >
                    {row.businessNumber}
                  </Link>
                </dd>
              </div>
              {fields(row).map(([key, label, value]) => (
                <div key={key} className="tl-vessel-shipment-field" data-field={key}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="tl-vessel-card" data-testid="vessel-shipments">
      <h3>{t('shipments.title')}</h3>
      {body}
    </section>
  );
}
