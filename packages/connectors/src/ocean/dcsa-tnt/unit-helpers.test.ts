import { describe, expect, it } from 'vitest';
import { classifierOf, emptyIndicatorOf, eventCodeOf, modeOf } from './codes.js';
import { decodeCursor, encodeCursor, nextCursor } from './cursor.js';
import { faultForStatus, retryAfterSeconds } from './http-faults.js';
import { openApiToJsonSchema } from './openapi-to-json-schema.js';
import { subscriptionBody } from './subscriptions.js';

describe('codes', () => {
  it('knows the 2.2 lists and keeps unknown codes raw with an explicit fallback', () => {
    expect(eventCodeOf('TRANSPORT', 'ARRI')).toEqual({ value: 'ARRI', known: true, raw: 'ARRI' });
    expect(eventCodeOf('TRANSPORT', 'LOAD')).toEqual({ value: 'LOAD', known: false, raw: 'LOAD' });
    expect(eventCodeOf('SHIPMENT', 'CANC').known).toBe(false);
    expect(classifierOf('ACT')).toMatchObject({ value: 'ACT', known: true });
    expect(classifierOf('XXX')).toEqual({ value: 'EST', known: false, raw: 'XXX' });
    expect(modeOf('BARGE')).toMatchObject({ value: 'BARGE', known: true });
    expect(modeOf('AIR')).toEqual({ value: null, known: false, raw: 'AIR' });
    expect(modeOf(null)).toMatchObject({ value: null, known: true });
    expect(emptyIndicatorOf('EMPTY')).toMatchObject({ value: 'EMPTY', known: true });
  });
});

describe('cursor', () => {
  it('moves to the latest creation time, keeps the previous one when nothing is newer', () => {
    const start = nextCursor(null, [
      '2026-02-01T00:00:00.000Z',
      '2026-02-03T00:00:00.000Z',
      '2026-02-02T00:00:00.000Z',
    ]);
    expect(decodeCursor(start)).toBe('2026-02-03T00:00:00.000Z');
    expect(nextCursor(start, ['2026-01-01T00:00:00.000Z'])).toBe(start);
    expect(nextCursor(start, [])).toBe(start);
    expect(nextCursor(null, [])).toBeNull();
  });

  it('never moves past the time of the poll, and drops a cursor already in the future', () => {
    const pollAt = Date.parse('2026-11-26T10:00:00.000Z');
    const start = encodeCursor('2026-11-20T00:00:00.000Z');
    // An event "created" in 2099 (a provider's bad clock) caps the cursor at the poll's time.
    const capped = nextCursor(start, ['2099-01-01T00:00:00.000Z', '2026-11-25T00:00:00.000Z'], pollAt);
    expect(decodeCursor(capped)).toBe('2026-11-26T10:00:00.000Z');
    // Without the cap the next poll would ask for events created after 2099: none, ever again.
    expect(decodeCursor(nextCursor(start, ['2099-01-01T00:00:00.000Z']))).toBe('2099-01-01T00:00:00.000Z');
    // A cursor stored before the cap (in the future) is not resumed from: poll everything again.
    const poisoned = encodeCursor('2099-01-01T00:00:00.000Z');
    expect(decodeCursor(poisoned, pollAt)).toBeNull();
    expect(nextCursor(poisoned, [], pollAt)).toBeNull();
    expect(decodeCursor(nextCursor(poisoned, ['2026-11-25T00:00:00.000Z'], pollAt))).toBe(
      '2026-11-25T00:00:00.000Z',
    );
    // A foreign cursor is still kept as it was when nothing came.
    expect(nextCursor('opaque', [], pollAt)).toBe('opaque');
  });

  it('ignores a foreign or broken cursor (poll from the start)', () => {
    expect(decodeCursor('opaque-from-another-connector')).toBeNull();
    expect(decodeCursor(encodeCursor('not a date'))).toBeNull();
    expect(decodeCursor(null)).toBeNull();
  });
});

describe('HTTP fault classification', () => {
  it('maps statuses to kinds and reads Retry-After in both forms', () => {
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(faultForStatus(429, '', 'Wed, 01 Feb 2026 00:01:30 GMT', now)).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 90,
    });
    expect(faultForStatus(502, '', null).kind).toBe('server');
    expect(faultForStatus(503, '', '5').retryAfterSeconds).toBe(5);
    expect(faultForStatus(409, '', null).kind).toBe('bad-request');
    expect(faultForStatus(304, '', null).kind).toBe('bad-request');
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('Wed, 01 Feb 2026 00:00:00 GMT', now + 5000)).toBe(0);
  });
});

describe('OpenAPI → JSON Schema', () => {
  it('rewrites nullable, the $date-time typo, resolver enum artefacts, and drops discriminators', () => {
    const out = openApiToJsonSchema({
      properties: {
        a: { type: 'string', nullable: true },
        b: { type: 'string', format: '$date-time' },
        c: { enum: ['BKG (Booking)', 'TRD (Transport Document)', 'EQ'] },
      },
      discriminator: { propertyName: 'eventType' },
    });
    expect(out).toEqual({
      properties: {
        a: { type: ['string', 'null'] },
        b: { type: 'string', format: 'date-time' },
        c: { enum: ['BKG', 'TRD', 'EQ'] },
      },
    });
  });
});

describe('subscription body', () => {
  it('puts the reference in its 2.2 filter and the event types as a list', () => {
    const base = { callbackUrl: 'https://app.example/hooks/tnt/abc', secret: 'c2VjcmV0' };
    expect(
      subscriptionBody({
        ...base,
        reference: { type: 'CONTAINER', value: 'MSKU7654324', carrierCode: 'MAEU' },
      }),
    ).toEqual({ ...base, equipmentReference: 'MSKU7654324' });
    expect(
      subscriptionBody({
        ...base,
        reference: { type: 'BILL_OF_LADING', value: 'MAEU260000101', carrierCode: 'MAEU' },
        eventTypes: ['TRANSPORT', 'EQUIPMENT'],
      }),
    ).toEqual({
      ...base,
      transportDocumentReference: 'MAEU260000101',
      eventType: ['TRANSPORT', 'EQUIPMENT'],
    });
  });
});
