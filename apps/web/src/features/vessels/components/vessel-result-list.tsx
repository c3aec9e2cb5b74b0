import { navigationStatusText, type VesselCurrent, type VesselLocation } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { flagName } from '../model/flag-name';
import { identityText, speedText } from '../model/format';
import { shipTypeKey } from '../model/ship-type';

export interface VesselResultListProps {
  vessels: readonly VesselCurrent[];
  /** Live positions by MMSI (speed and status follow them). */
  locations: ReadonlyMap<number, VesselLocation>;
  selected: number | null;
  onOpen: (mmsi: number) => void;
  onHover: (mmsi: number | null) => void;
}

/** The found vessels (at most 10, platform.md §9); a row opens the vessel's detail. */
export function VesselResultList({ vessels, locations, selected, onOpen, onHover }: VesselResultListProps) {
  const { t } = useTranslation('vessels');
  const language = useSession((s) => s.language);
  return (
    <ul className="tl-vessel-list" data-testid="vessel-results">
      {vessels.map((vessel) => {
        const position = locations.get(vessel.mmsi) ?? vessel.position;
        const speed = position ? speedText(position.sog) : null;
        const flag = flagName(vessel.flagCode, language);
        return (
          <li key={vessel.mmsi}>
            <button
              type="button"
              className={`tl-vessel-row${vessel.mmsi === selected ? ' tl-vessel-row--selected' : ''}`}
              data-testid="vessel-row"
              data-mmsi={vessel.mmsi}
              onClick={() => onOpen(vessel.mmsi)}
              onMouseEnter={() => onHover(vessel.mmsi)}
              onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(vessel.mmsi)}
            >
              <span className="tl-vessel-row-head">
                <strong data-testid="vessel-row-name">{vessel.name ?? String(vessel.mmsi)}</strong>
                {flag && (
                  <span className="tl-vessel-row-flag" data-testid="vessel-row-flag">
                    {flag}
                  </span>
                )}
              </span>
              <span className="tl-vessel-row-meta">
                <span title={t('field.mmsiImo')}>{identityText(vessel.mmsi, vessel.imo)}</span>
                <span>{t(`shipType.${shipTypeKey(vessel.shipType)}`)}</span>
              </span>
              <span className="tl-vessel-row-meta">
                {position ? (
                  <>
                    <span title={t('field.speed')}>{speed ?? '–'}</span>
                    <span data-testid="vessel-row-status" title={t('field.status')}>
                      {navigationStatusText(position.navStatus, language)}
                    </span>
                  </>
                ) : (
                  <span>{t('search.noPosition')}</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
