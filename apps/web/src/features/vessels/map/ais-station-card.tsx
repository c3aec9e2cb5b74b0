import type { AisStation } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { ReportAge } from '../components/report-age';
import { aircraftSpeedText, angleText, coordinateText, dimensionsText } from '../model/format';
import { STATION_COLOURS } from './ais-station-icons';
import { epfdKey, kindKey } from './ais-station-keys';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : value;

/** The selected station's fields, over the bottom of the map (a sheet on a phone). */
export function AisStationCard({ station, onClose }: { station: AisStation; onClose: () => void }) {
  const { t } = useTranslation('vessels');
  const yesNo = (value: boolean | null) => (value === null ? '–' : t(value ? 'stations.yes' : 'stations.no'));
  const rows: [string, React.ReactNode][] = [
    ['mmsi', station.mmsi],
    ['position', coordinateText(station.lat / 1e6, station.lon / 1e6)],
    ['lastReport', <ReportAge key="age" time={station.time} />],
  ];
  if (station.kind !== 'sar-aircraft') rows.push(['epfd', t(`stations.epfd.${epfdKey(station.epfd)}`)]);
  if (station.kind === 'aid-to-navigation')
    rows.push(
      ['aidType', station.aidType === null ? '–' : t(`stations.aidType.${station.aidType}`)],
      ['size', dash(dimensionsText(station.length, station.beam))],
      ['virtual', yesNo(station.virtualAid)],
      ['offPosition', yesNo(station.offPosition)],
    );
  if (station.kind === 'sar-aircraft')
    rows.push(
      ['altitude', station.altitude === null ? '–' : `${station.altitude} m`],
      ['speed', dash(aircraftSpeedText(station.sog))],
      ['course', dash(angleText(station.cog))],
    );
  const kind = t(`stations.kind.${kindKey(station.kind)}`);
  return (
    <section
      className="tl-map-overlay tl-station-card"
      data-testid="ais-station-card"
      data-kind={station.kind}
      aria-label={kind}
    >
      <header>
        <span className="tl-station-swatch" style={{ background: STATION_COLOURS[station.kind] }} />
        <div className="tl-station-card-title">
          <small>{kind}</small>
          <strong>{station.name ?? station.mmsi}</strong>
        </div>
        <button type="button" className="tl-station-close" onClick={onClose} aria-label={t('stations.close')}>
          ×
        </button>
      </header>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`stations.field.${key}`)}</dt>
            <dd data-testid={`ais-station-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
