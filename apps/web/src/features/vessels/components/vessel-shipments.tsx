import { Alert, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestError } from '../../../app/request';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import type { VesselShipment } from '../api/vessel-shipments-api';
import { useVesselShipments } from '../hooks/use-vessel-shipments';

/**
 * The caller's ocean subscriptions on this vessel, each opening its tracking detail. A server
 * without the call (404) reads as none: the card is a convenience, not the page's purpose.
 */
export function VesselShipments({ vesselName }: { vesselName: string | null }) {
  const { t } = useTranslation('vessels');
  const { t: tOcean } = useTranslation('ocean');
  const { time } = useTimeFormat();
  // A day on the port's clock (POL for the departure, POD for the arrival), as the list shows it.
  const day = (value: string | null, zone: string | null) => time(value, zone)?.text.slice(0, 10) ?? '–';
  const query = useVesselShipments(vesselName);
  const missing = query.error instanceof RequestError && query.error.httpStatus === 404;
  const columns: TableColumnsType<VesselShipment> = [
    {
      key: 'number',
      title: t('shipments.businessNumber'),
      render: (_, row) => (
        <Link to={`/ocean/detail?id=${encodeURIComponent(row.id)}`} data-testid="vessel-shipment-link">
          {row.businessNumber}
        </Link>
      ),
    },
    { key: 'carrier', title: t('shipments.carrier'), dataIndex: 'carrierCode', render: (v) => v ?? '–' },
    {
      key: 'route',
      title: t('shipments.route'),
      render: (_, row) => `${row.polCode ?? '–'} → ${row.podCode ?? '–'}`,
    },
    { key: 'voyage', title: t('shipments.voyage'), render: (_, row) => row.voyageParam ?? '–' },
    { key: 'etd', title: t('shipments.etd'), render: (_, row) => day(row.etd, row.polTimeZone) },
    { key: 'eta', title: t('shipments.eta'), render: (_, row) => day(row.eta, row.podTimeZone) },
    {
      key: 'status',
      title: t('shipments.status'),
      render: (_, row) => tOcean(`status.${row.displayStatus}`, { defaultValue: row.displayStatus }),
    },
  ];
  return (
    <section className="tl-vessel-card" data-testid="vessel-shipments">
      <h3>{t('shipments.title')}</h3>
      {query.error && !missing ? (
        <Alert type="warning" showIcon title={t('shipments.failed')} description={query.error.message} />
      ) : (
        <Table<VesselShipment>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={missing ? [] : (query.data ?? [])}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shipments.empty')} />,
          }}
        />
      )}
    </section>
  );
}
