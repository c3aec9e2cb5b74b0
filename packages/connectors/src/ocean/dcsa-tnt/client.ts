import type { CarrierEventRejection, CarrierTrackingBatch } from '@tracklane/domain';
import {
  type OceanProviderConfig,
  type OceanTrackingClient,
  ProviderFault,
  type TrackingReference,
  type TrackingReferenceType,
} from '../contract.js';
import { checkTntEvents, duplicateRejection } from './check-events.js';
import { decodeCursor, nextCursor } from './cursor.js';
import type { EventValidator } from './event-schema.js';
import { parseJsonBody, tntRequest, underBase } from './http.js';
import { type JsonObject, stringAt, toUtcIso } from './json-fields.js';
import { type ConflictingDuplicate, mapTntEvents, type UnmappedCode } from './mapping.js';
import { dcsaTntPushApi } from './push-api.js';

/**
 * What a T&T fetch returns: the engine's batch plus what it could not take as sent (codes it
 * could not place, one eventID with two contents). `rejections` holds every event left out and
 * why (check-events.ts), conflicting duplicates included.
 */
export interface DcsaTntBatch extends CarrierTrackingBatch {
  unmappedCodes: UnmappedCode[];
  conflictingDuplicates: ConflictingDuplicate[];
  rejections: CarrierEventRejection[];
}

export interface DcsaTntClient extends OceanTrackingClient {
  fetchEvents(reference: TrackingReference, cursor: string | null): Promise<DcsaTntBatch>;
}

export interface DcsaTntClientOptions {
  /** `limit` per page; 2.2 leaves the maximum to the carrier. Default 250. */
  pageSize?: number;
  /** A provider whose Next-Page never ends is broken; stop after this many pages. Default 200. */
  maxPages?: number;
  /** Schema check of each event; the shared 2.2 validator unless a test injects one. */
  validateEvent?: EventValidator;
  /**
   * The provider's clock (epoch ms): a poll's time, and a push's arrival, are read from it; the
   * cursor never passes it and nothing may be created after it. The wall clock by default.
   */
  now?: (() => number) | undefined;
}

export const REFERENCE_FILTER: Record<TrackingReferenceType, string> = {
  BOOKING: 'carrierBookingReference',
  BILL_OF_LADING: 'transportDocumentReference',
  CONTAINER: 'equipmentReference',
};

/** The first page's URL: the reference filter (carriers refuse unfiltered queries) and the cursor. */
export function firstPageUrl(
  baseUrl: string,
  reference: TrackingReference,
  cursor: string | null,
  pageSize: number,
  pollAt: number = Number.POSITIVE_INFINITY,
): URL {
  const url = underBase(baseUrl, 'v2/events');
  url.searchParams.set(REFERENCE_FILTER[reference.type], reference.value);
  const since = decodeCursor(cursor, pollAt);
  if (since !== null) url.searchParams.set('eventCreatedDateTime:gte', since);
  url.searchParams.set('limit', String(pageSize));
  return url;
}

/**
 * DCSA Track & Trace 2.2 polling client. Walks the Next-Page links to the end, checks every page
 * against the spec, and maps only once all pages are in: a fault on any page fails the whole
 * fetch, so the engine never stores half a batch. See cursor.ts for the incremental cursor.
 */
export function createDcsaTntClient(
  config: OceanProviderConfig,
  options: DcsaTntClientOptions = {},
): DcsaTntClient {
  const pageSize = options.pageSize ?? 250;
  const maxPages = options.maxPages ?? 200;
  const origin = new URL(config.baseUrl).origin;

  interface Page {
    items: JsonObject[];
    accepted: JsonObject[];
    rejections: CarrierEventRejection[];
    next: URL | null;
  }
  const fetchPage = async (url: URL, page: number, pollAt: number): Promise<Page> => {
    const response = await tntRequest(config, { method: 'GET', url });
    const body = parseJsonBody(response, `events page ${page}`);
    const checked = checkTntEvents(body, { pollAt, validateEvent: options.validateEvent });
    if (!checked.ok)
      throw new ProviderFault(
        'invalid-body',
        `events page ${page}: schema: ${checked.reason}`,
        response.status,
      );
    const items = body as JsonObject[];
    const link = response.headers.get('Next-Page');
    if (!link) return { items, accepted: checked.accepted, rejections: checked.rejections, next: null };
    const next = new URL(link, url);
    // The API key goes with every request: never follow a link to another host.
    if (next.origin !== origin)
      throw new ProviderFault('invalid-body', `events page ${page}: Next-Page leaves ${origin}`);
    return { items, accepted: checked.accepted, rejections: checked.rejections, next };
  };

  /** Every page of one reference's events after `cursor`, checked; mapped by the caller. */
  const fetchAll = async (reference: TrackingReference, cursor: string | null, pollAt: number) => {
    const raw: JsonObject[] = [];
    const accepted: JsonObject[] = [];
    const rejections: CarrierEventRejection[] = [];
    let url: URL | null = firstPageUrl(config.baseUrl, reference, cursor, pageSize, pollAt);
    for (let page = 1; url !== null; page++) {
      if (page > maxPages)
        throw new ProviderFault('invalid-body', `pagination did not end after ${maxPages} pages`);
      const result: Page = await fetchPage(url, page, pollAt);
      raw.push(...result.items);
      accepted.push(...result.accepted);
      rejections.push(...result.rejections);
      url = result.next;
    }
    return { raw, accepted, rejections };
  };

  return {
    push: dcsaTntPushApi(config, options.now),
    async fetchEvents(reference, cursor) {
      const pollAt = (options.now ?? Date.now)();
      // The product's "B/L number" takes a booking number too (platform.md §1): a B/L query that
      // never brought anything asks again by booking; a booking found so is kept in the cursor.
      const known = splitBookingCursor(reference, cursor);
      let asBooking = known.asBooking;
      let fetched = await fetchAll(
        asBooking ? { ...reference, type: 'BOOKING' } : reference,
        known.cursor,
        pollAt,
      );
      if (
        reference.type === 'BILL_OF_LADING' &&
        !asBooking &&
        fetched.raw.length === 0 &&
        decodeCursor(known.cursor, pollAt) === null
      ) {
        const byBooking = await fetchAll({ ...reference, type: 'BOOKING' }, null, pollAt);
        if (byBooking.raw.length > 0) {
          fetched = byBooking;
          asBooking = true;
        }
      }
      const { raw, accepted, rejections } = fetched;
      // Only accepted events are mapped; a rejected one's withdrawal of another counts for nothing.
      const mapped = mapTntEvents(accepted);
      rejections.push(...mapped.conflictingDuplicates.map(duplicateRejection));
      // The cursor reads every event, rejected ones too (so they are not fetched, and counted,
      // again each poll); it is capped at the poll's time. Normalised to UTC (null for what Date
      // cannot read, e.g. a leap second: skipped, not fatal).
      const created = raw
        .map((e) => toUtcIso(stringAt(e, 'eventCreatedDateTime')))
        .filter((t): t is string => t !== null);
      const next = nextCursor(known.cursor, created, pollAt);
      return {
        events: mapped.events,
        retractedEventIds: mapped.retractedEventIds,
        unmappedCodes: mapped.unmappedCodes,
        conflictingDuplicates: mapped.conflictingDuplicates,
        rejections,
        cursor: asBooking ? bookingCursor(next) : next,
      };
    },
  };
}

/** Marks a cursor of a "B/L number" the carrier knows as a booking (cursor.ts is the rest). */
const BOOKING_MARK = 'booking;';

function bookingCursor(cursor: string | null): string {
  return `${BOOKING_MARK}${cursor ?? ''}`;
}

function splitBookingCursor(
  reference: TrackingReference,
  cursor: string | null,
): { asBooking: boolean; cursor: string | null } {
  if (reference.type !== 'BILL_OF_LADING' || !cursor?.startsWith(BOOKING_MARK))
    return { asBooking: false, cursor };
  return { asBooking: true, cursor: cursor.slice(BOOKING_MARK.length) || null };
}
