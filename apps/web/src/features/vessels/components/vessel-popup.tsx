import { navigationStatusText, type VesselLocation } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { coordinateText, speedText } from '../model/format';
import { ReportAge } from './report-age';

/** The vessel's popup on the detail map: who it is, how it moves, where and since when. */
export function VesselPopup({
  name,
  mmsi,
  location,
}: {
  name: string;
  mmsi: number;
  location: VesselLocation;
}) {
  const { t } = useTranslation('vessels');
  const language = useSession((s) => s.language);
  const rows: [string, React.ReactNode][] = [
    [
      t('field.mmsi'),
      <span key="mmsi" className="tl-vessel-ident">
        {mmsi}
      </span>,
    ],
    [t('field.status'), navigationStatusText(location.navStatus, language)],
    [t('field.speed'), speedText(location.sog) ?? '–'],
    [t('field.position'), coordinateText(location.lat / 1e6, location.lon / 1e6)],
    [t('field.lastReport'), <ReportAge key="age" time={location.time} />],
  ];
  return (
    <div className="tl-vessel-popup" data-testid="vessel-popup">
      <strong>{name}</strong>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
