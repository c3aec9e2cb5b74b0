import { CUT_OFF_CODES, type RawCutOff } from '@tracklane/domain';
import { arrayAt, type JsonObject, stringAt } from '../../ocean/dcsa-tnt/json-fields.js';

/**
 * CS 1.0 cut-off codes. The spec's list (cs_v1.0.3.yaml CutOffTime.cutOffDateTimeCode): the six a
 * forwarder books against are named by the domain (CUT_OFF_CODES: CUA, DCO, VCO, AFC, EFC, PCO,
 * FCO); LCO, ECP, RCO, DGC, OBC, TCO, STA and SPA are kept raw. A code outside the list is kept
 * too (a carrier ahead of 1.0) and reported, never dropped.
 */
export const CS_CUT_OFF_CODES: ReadonlySet<string> = new Set([
  ...Object.values(CUT_OFF_CODES).flat(),
  'LCO',
  'ECP',
  'RCO',
  'DGC',
  'OBC',
  'TCO',
  'STA',
  'SPA',
]);

/** cutOffTimes → raw cut-offs in UTC (an unreadable time is skipped: it cannot be shown). */
export function readCutOffs(parent: JsonObject): RawCutOff[] {
  const out: RawCutOff[] = [];
  for (const c of arrayAt(parent, 'cutOffTimes')) {
    const code = stringAt(c, 'cutOffDateTimeCode');
    const ms = Date.parse(stringAt(c, 'cutOffDateTime') ?? '');
    if (code && !Number.isNaN(ms)) out.push({ code, time: new Date(ms).toISOString() });
  }
  return out;
}
