import {
  navigationStatusText,
  type VesselParticulars as Particulars,
  type VesselLocation,
} from '@tracklane/domain';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import { flagName } from '../model/flag-name';
import { angleText, coordinateText, dimensionsText, draughtText, speedText } from '../model/format';
import { shipTypeKey } from '../model/ship-type';
import { ReportAge } from './report-age';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : value;

const item = (key: string, label: string, children: React.ReactNode, className?: string) => ({
  key,
  label,
  children: (
    <span data-testid={`vessel-${key}`} className={className}>
      {children}
    </span>
  ),
});

/**
 * Two columns only where the details span the page (576–767 px); beside the map the
 * panel is 360–480 px, where two columns left a 9-digit MMSI about 50 px and broke it in two.
 */
const PANEL_COLUMNS = { xs: 1, sm: 2, md: 1, lg: 1, xl: 1, xxl: 1 };

/** What the ship is: the static part of AIS (message 5 / 24) and the flag of its MMSI. */
export function VesselParticulars({ vessel }: { vessel: Particulars }) {
  const { t } = useTranslation('vessels');
  const language = useSession((s) => s.language);
  const items: DescriptionsProps['items'] = [
    item('name', t('field.name'), dash(vessel.name)),
    item('mmsi', t('field.mmsi'), vessel.mmsi, 'tl-vessel-ident'),
    item('imo', t('field.imo'), dash(vessel.imo), 'tl-vessel-ident'),
    item('callsign', t('field.callsign'), dash(vessel.callsign), 'tl-vessel-ident'),
    item('flag', t('field.flag'), dash(flagName(vessel.flagCode, language))),
    item('type', t('field.type'), t(`shipType.${shipTypeKey(vessel.shipType)}`)),
    item('dimensions', t('field.dimensions'), dash(dimensionsText(vessel.length, vessel.beam))),
    item('draught', t('field.draught'), dash(draughtText(vessel.draught))),
    item('aisClass', t('field.aisClass'), dash(vessel.aisClass)),
  ];
  return (
    <Descriptions
      size="small"
      column={PANEL_COLUMNS}
      title={t('detail.particulars')}
      items={items}
      data-testid="vessel-particulars"
    />
  );
}

/** Where it is and where it goes: the latest report, followed live. */
export function VesselNavigation({
  location,
  fallback,
}: {
  location: VesselLocation | null;
  fallback: Pick<Particulars, 'destination' | 'eta'>;
}) {
  const { t } = useTranslation('vessels');
  const language = useSession((s) => s.language);
  const { time } = useTimeFormat();
  const eta = location?.eta ?? fallback.eta;
  const items: DescriptionsProps['items'] = [
    item('status', t('field.status'), navigationStatusText(location?.navStatus ?? -1, language)),
    item('speed', t('field.speed'), dash(location ? speedText(location.sog) : null)),
    item('course', t('field.course'), dash(location ? angleText(location.cog) : null)),
    item('heading', t('field.heading'), dash(location ? angleText(location.hdg) : null)),
    item('destination', t('field.destination'), dash(location?.dest ?? fallback.destination)),
    item('eta', t('field.eta'), timeText(time(eta)) ?? '–'),
    item(
      'position',
      t('field.position'),
      location ? coordinateText(location.lat / 1e6, location.lon / 1e6) : '–',
    ),
    item('lastReport', t('field.lastReport'), <ReportAge time={location?.time} />),
  ];
  return (
    <Descriptions
      size="small"
      column={PANEL_COLUMNS}
      title={t('detail.navigation')}
      items={items}
      data-testid="vessel-navigation"
    />
  );
}
