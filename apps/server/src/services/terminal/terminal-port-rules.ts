import {
  AppError,
  isOnDemandTerminalPort,
  isTerminalLocation,
  type Language,
  normalizePortCode,
  type OceanShipmentView,
  StatusCode,
  type TerminalCall,
  terminalCallOf,
  terminalMessage,
} from '@tracklane/domain';

/**
 * The port checks of views.md §5, each a 40000 with a message the web can show as it is:
 * a port outside CN/US/KR/JP, a port asked through the other country's or the other kind of
 * call, a port that is not a PRE/POL/POD location of the shipment, and on-demand subscriptions
 * outside the four US ports.
 */
export function checkTerminalPort(
  value: string,
  expected: TerminalCall,
  language: Language,
  countryCode?: string,
): string {
  const portCode = normalizePortCode(value);
  const call = portCode ? terminalCallOf(portCode) : null;
  if (!portCode || call === null)
    throw new AppError(StatusCode.BAD_PARAMETER, terminalMessage('unsupportedPort', language));
  if (call !== expected || (countryCode !== undefined && portCode.slice(0, 2) !== countryCode.toUpperCase()))
    throw new AppError(StatusCode.BAD_PARAMETER, terminalMessage('wrongCountry', language));
  return portCode;
}

/** A shipment not yet fetched from its carrier has no locations to check against; it passes. */
export function checkShipmentLocation(
  view: OceanShipmentView | null,
  portCode: string,
  language: Language,
): void {
  const locations = view?.shipmentLocations ?? [];
  if (locations.length === 0) return;
  const allowed = locations.some(
    (l) =>
      l.location.locationCode.toUpperCase() === portCode && isTerminalLocation(l.locationCategory, portCode),
  );
  if (!allowed)
    throw new AppError(StatusCode.BAD_PARAMETER, terminalMessage('notShipmentLocation', language));
}

export function checkOnDemandPort(value: string, language: Language): string {
  const portCode = normalizePortCode(value);
  if (!portCode || !isOnDemandTerminalPort(portCode))
    throw new AppError(StatusCode.BAD_PARAMETER, terminalMessage('onDemandOnly', language));
  return portCode;
}
