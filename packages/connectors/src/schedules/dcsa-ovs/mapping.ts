import { type JsonObject, stringAt } from '../../ocean/dcsa-tnt/json-fields.js';
import type { ScheduleBatch } from '../contract.js';
import { mapVesselCalls } from '../vessel-calls.js';
import { callStatusOf } from './codes.js';

/** Both the single `statusCode` and the `statusCodes` list, once each, in the order sent. */
function statusCodesOf(call: JsonObject): string[] {
  const list = Array.isArray(call.statusCodes) ? call.statusCodes : [];
  const codes = [stringAt(call, 'statusCode'), ...list];
  return [...new Set(codes.filter((c): c is string => typeof c === 'string' && c !== ''))];
}

/**
 * OVS 3.0 GET /v3/service-schedules items (schema-checked) → voyages with their calls (pure).
 * Status codes outside the code list are kept raw and reported in `unknownStatusCodes`.
 */
export function mapServiceSchedules(
  items: readonly JsonObject[],
  knownCodes: ReadonlySet<string>,
): ScheduleBatch {
  const batch = mapVesselCalls(items, {
    readVessel: (s) => ({
      imo: stringAt(s, 'vesselIMONumber') ?? '',
      name: stringAt(s, 'vesselName') ?? stringAt(s, 'vesselIMONumber') ?? 'TBN',
      mmsi: stringAt(s, 'MMSINumber'),
      callSign: stringAt(s, 'vesselCallSign'),
      operatorCode: stringAt(s, 'vesselOperatorSMDGLinerCode'),
    }),
    readCall: (call) => {
      const statusCodes = statusCodesOf(call);
      return { status: callStatusOf(statusCodes), statusCodes, cutOffs: [] };
    },
  });
  const unknown = new Set<string>();
  for (const v of batch.voyages)
    for (const c of v.calls) for (const code of c.statusCodes) if (!knownCodes.has(code)) unknown.add(code);
  return { ...batch, unknownStatusCodes: [...unknown].sort() };
}
