import { mapEventCode } from '../../../../connectors/src/ocean/dcsa-tnt/product-codes.js';
import {
  type BuildOceanShipmentInput,
  buildOceanShipment as buildWithCoder,
} from '../build-ocean-shipment.js';

export type { BuildOceanShipmentInput };

/**
 * The view built as the server builds it: carrier events in DCSA terms, coded by the DCSA
 * connector's mapping (the only coder in production).
 */
export function buildOceanShipment(
  input: Omit<BuildOceanShipmentInput, 'codeEvent'> & { codeEvent?: BuildOceanShipmentInput['codeEvent'] },
) {
  return buildWithCoder({ ...input, codeEvent: input.codeEvent ?? mapEventCode });
}
