import type { EventRejectionReason } from '@tracklane/domain';
import {
  DOCUMENT_REFERENCE_TYPES,
  DOCUMENT_TYPE_CODES,
  EMPTY_INDICATOR_CODES,
  EVENT_CLASSIFIER_CODES,
  EVENT_CODE_FIELDS,
  EVENT_TYPES,
  FACILITY_CODE_LIST_PROVIDERS,
  FACILITY_TYPE_CODES,
  MODE_OF_TRANSPORT_CODES,
  REFERENCE_TYPES,
} from './code-lists.js';
import { arrayAt, type JsonObject, objectAt } from './json-fields.js';

/** What a rule found wrong with one event: a machine reason and one sentence for operators. */
export interface RuleBreach {
  reason: EventRejectionReason;
  detail: string;
}

/** A provider's clock may run a little ahead of ours; beyond this, "in the future" is an error. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** No container event happened before 1970 (the first ISO container standards). */
export const EARLIEST_EVENT_MS = Date.UTC(1970, 0, 1);
/** Plans and estimates reach at most two years ahead of the poll. */
export const PLAN_HORIZON_MS = 2 * 366 * 24 * 3600_000;

const STATUS_OF_TRANSPORT_DOCUMENT_ONLY = ['TRD'];
/**
 * documentTypeCode → the shipmentEventTypeCodes it may not carry. Written from the 2.2 code list
 * definitions (DCSA Information Model 3.3, referencedata.d/shipmenteventtypecodes.csv, as the
 * 2.2 spec links them) and DCSA's T&T 2.2 conformance messages (Conformance-Gateway,
 * tnt-220-response-wrong-attribute-values.json, which marks ARN + VOID wrong):
 * - SURR "surrendered by the customer to the carrier": the originals of a transport document;
 * - VOID "cancellation of an original document": a notice (ARN), a declaration (VGM, DGD, OOG),
 *   a survey (CAS) or an inspection (CUS) has no original to cancel;
 * - REQS / CMPL "requested … until the requested activity is completed": activities, i.e. the
 *   cargo survey (CAS) and the customs inspection (CUS), never a document's status;
 * - HOLD / RELS "a container or shipment placed on hold / released by authorities or service
 *   provider": the shipment release (SRM) and customs (CUS) only.
 * Combinations the sources leave open are allowed: a rule here must be one DCSA states.
 */
const ALLOWED_DOCUMENTS: Record<string, readonly string[]> = {
  SURR: STATUS_OF_TRANSPORT_DOCUMENT_ONLY,
  VOID: ['CBR', 'BKG', 'SHI', 'SRM', 'TRD'],
  REQS: ['CAS', 'CUS'],
  CMPL: ['CAS', 'CUS'],
  HOLD: ['SRM', 'CUS'],
  RELS: ['SRM', 'CUS'],
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The code fields of one event against the 2.2 code lists; the first breach, or null. Run before
 * the schema (check-events.ts), so an unknown code is named as one rather than as a schema error.
 */
export function codeBreach(event: JsonObject): RuleBreach | null {
  const unknown = (path: string, value: string): RuleBreach => ({
    reason: 'unknown-code',
    detail: `${path} "${value}" is not in the DCSA T&T 2.2 code list`,
  });
  const check = (path: string, value: unknown, codes: ReadonlySet<string>): RuleBreach | null => {
    const code = str(value);
    return code !== null && !codes.has(code) ? unknown(path, code) : null;
  };
  const type = str(event.eventType);
  // Not a string at all: not an event of any version, which is the schema's to say.
  if (type === null) return null;
  if (!EVENT_TYPES.has(type)) return unknown('eventType', type);
  const { field, codes } = EVENT_CODE_FIELDS[type as keyof typeof EVENT_CODE_FIELDS];
  const call = objectAt(event, 'transportCall');
  const place = objectAt(event, 'eventLocation');
  const checks: [string, unknown, ReadonlySet<string>][] = [
    ['eventClassifierCode', event.eventClassifierCode, EVENT_CLASSIFIER_CODES],
    [field, event[field], codes],
    ['emptyIndicatorCode', event.emptyIndicatorCode, EMPTY_INDICATOR_CODES],
    ['transportCall.modeOfTransport', call?.modeOfTransport, MODE_OF_TRANSPORT_CODES],
    ['transportCall.facilityTypeCode', call?.facilityTypeCode, FACILITY_TYPE_CODES],
    ['transportCall.facilityCodeListProvider', call?.facilityCodeListProvider, FACILITY_CODE_LIST_PROVIDERS],
    ['eventLocation.facilityCodeListProvider', place?.facilityCodeListProvider, FACILITY_CODE_LIST_PROVIDERS],
  ];
  if (type === 'SHIPMENT') checks.push(['documentTypeCode', event.documentTypeCode, DOCUMENT_TYPE_CODES]);
  for (const [path, value, list] of checks) {
    const breach = check(path, value, list);
    if (breach) return breach;
  }
  for (const ref of arrayAt(event, 'documentReferences')) {
    const breach = check(
      'documentReferences.documentReferenceType',
      ref.documentReferenceType,
      DOCUMENT_REFERENCE_TYPES,
    );
    if (breach) return breach;
  }
  for (const ref of arrayAt(event, 'references')) {
    const breach = check('references.referenceType', ref.referenceType, REFERENCE_TYPES);
    if (breach) return breach;
  }
  return null;
}

function combinationBreach(event: JsonObject): RuleBreach | null {
  if (event.eventType !== 'SHIPMENT') return null;
  const status = str(event.shipmentEventTypeCode);
  const document = str(event.documentTypeCode);
  const allowed = status === null ? undefined : ALLOWED_DOCUMENTS[status];
  if (!allowed || document === null || allowed.includes(document)) return null;
  return {
    reason: 'forbidden-combination',
    detail: `shipmentEventTypeCode ${status} is not allowed with documentTypeCode ${document} (only ${allowed.join(', ')})`,
  };
}

/** Milliseconds of an RFC 3339 date-time, or null (what Date cannot read, e.g. a leap second). */
function instantOf(value: unknown): number | null {
  const text = str(value);
  if (text === null) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

function timeBreach(event: JsonObject, pollAt: number): RuleBreach | null {
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const field of ['eventCreatedDateTime', 'eventDateTime'] as const) {
    if (event[field] === undefined) continue;
    const ms = instantOf(event[field]);
    if (ms === null)
      return { reason: 'implausible-time', detail: `${field} "${String(event[field])}" cannot be read` };
    if (ms < EARLIEST_EVENT_MS)
      return { reason: 'implausible-time', detail: `${field} ${iso(ms)} is before 1970` };
  }
  const created = instantOf(event.eventCreatedDateTime);
  if (created !== null && created > pollAt + CLOCK_SKEW_MS)
    return {
      reason: 'created-in-future',
      detail: `eventCreatedDateTime ${iso(created)} is after the poll at ${iso(pollAt)}`,
    };
  const at = instantOf(event.eventDateTime);
  if (at === null) return null;
  if (event.eventClassifierCode === 'ACT' && at > pollAt + CLOCK_SKEW_MS)
    return {
      reason: 'actual-in-future',
      detail: `an actual (ACT) event dated ${iso(at)}, after the poll at ${iso(pollAt)}`,
    };
  if (at > pollAt + PLAN_HORIZON_MS)
    return {
      reason: 'implausible-time',
      detail: `eventDateTime ${iso(at)} is more than two years after the poll at ${iso(pollAt)}`,
    };
  return null;
}

/**
 * The semantic rules of one T&T 2.2 event (pure), applied after its code lists and schema: the
 * document/status combinations DCSA forbids, plausible date-times. `pollAt` is the poll's time
 * (epoch ms; for a push, its arrival). The first breach, or null when the event may be stored.
 */
export function semanticBreach(event: JsonObject, pollAt: number): RuleBreach | null {
  return combinationBreach(event) ?? timeBreach(event, pollAt);
}
