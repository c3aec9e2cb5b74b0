import {
  AppError,
  type CarrierRegistry,
  detectCarrier,
  isValidContainerNumber,
  StatusCode,
} from '@tracklane/domain';

export interface CarrierMatch {
  number: string;
  /** How the number was read: an ISO 6346 container number (check digit valid), else a B/L. */
  numberType: 'CONTAINER' | 'BILL_OF_LADING';
  carrierCode: string;
  carrierName: string;
  /** Which detection rule decided (scac, bl-prefix, container-prefix). */
  via: string;
}

/**
 * GET /container/match?number: which carrier a typed number belongs to, by the same AUTO
 * detection as subscribe (pure). Ambiguous or unknown → 40020, as on subscribe.
 */
export function matchCarrier(carriers: CarrierRegistry, rawNumber: string): CarrierMatch {
  const number = rawNumber.trim().toUpperCase().replace(/\s+/g, '');
  const isContainer = isValidContainerNumber(number);
  const detection = detectCarrier(
    carriers,
    isContainer ? { containerNumber: number } : { billNumber: number },
  );
  if (!detection.ok) throw new AppError(StatusCode.CARRIER_NOT_DETERMINED);
  return {
    number,
    numberType: isContainer ? 'CONTAINER' : 'BILL_OF_LADING',
    carrierCode: detection.carrierCode,
    carrierName: carriers.get(detection.carrierCode)?.name ?? detection.carrierCode,
    via: detection.via,
  };
}
