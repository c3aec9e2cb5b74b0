import type { Language, OceanShipmentView } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { portName } from '../model/labels';
import { PortTimeText } from './port-time-text';

/**
 * The terminal the shipment deals with now (the view's `terminal`: where the cargo is or will be
 * next — load port, transshipment port, discharge port), with the vessel's arrival there. Nothing
 * when the carrier named no terminal.
 */
export function CurrentTerminal({ shipment, language }: { shipment: OceanShipmentView; language: Language }) {
  const { t } = useTranslation('oceanDetail');
  const terminal = shipment.terminal;
  if (!terminal) return null;
  const location = shipment.shipmentLocations.find(
    (l) => l.location.locationCode === terminal.portCode,
  )?.location;
  const zone = location?.portTimeZone ?? null;
  // Views stored before the field existed read as estimates until their next refresh.
  const actual = terminal.etaIsActual === true;
  const name = terminal.terminalName ?? terminal.terminalCode;
  return (
    <dl
      className="tl-od-times tl-od-current-terminal"
      data-testid="current-terminal"
      data-port={terminal.portCode}
    >
      <dt>{t('terminal.current')}</dt>
      <dd>
        <strong data-testid="current-terminal-name">{name}</strong>
        {terminal.terminalName && terminal.terminalCode && (
          <span className="tl-od-muted"> ({terminal.terminalCode})</span>
        )}
        <span className="tl-od-muted">
          {' · '}
          {/* A Japanese or Chinese name may otherwise break mid-name (オーク|ランド) at 375 px. */}
          <span style={{ whiteSpace: 'nowrap' }} data-testid="current-terminal-port">
            {location ? portName(location, language) : terminal.portCode} {terminal.portCode}
          </span>
        </span>
      </dd>
      {terminal.eta && (
        <>
          <dt>{t(actual ? 'terminal.vesselArrived' : 'terminal.vesselArrival')}</dt>
          <dd data-testid="current-terminal-arrival">
            <PortTimeText value={terminal.eta} zone={zone} actual={actual} />
          </dd>
        </>
      )}
    </dl>
  );
}
