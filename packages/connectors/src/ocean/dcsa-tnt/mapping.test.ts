import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapTntEvent, mapTntEvents } from './mapping.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded provider JSON
type Raw = Record<string, any>;
const fixture = (name: string): Raw[] =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as Raw[];

const booking = fixture('booking-260000101.json');
const container = fixture('container-MSKU7654324.json');
const corrected = fixture('retract-260000102.json');
const first = (type: string) => booking.find((e) => e.eventType === type) as Raw;

describe('mapTntEvent on recorded sandbox payloads', () => {
  it('maps a transport event: call location, terminal, vessel, voyage, service, mode, references', () => {
    const raw = first('TRANSPORT');
    const e = mapTntEvent(raw);
    const call = raw.transportCall;
    expect(e).toMatchObject({
      eventId: raw.eventID,
      eventCategory: 'TRANSPORT',
      eventClassifier: raw.eventClassifierCode,
      eventCode: raw.transportEventTypeCode,
      locationCode: call.UNLocationCode,
      facilityCode: call.facilityCode,
      modeOfTransport: call.modeOfTransport,
      vesselName: call.vessel.vesselName,
      vesselImo: call.vessel.vesselIMONumber,
      voyage: call.exportVoyageNumber,
      serviceCode: call.carrierServiceCode,
      equipmentReference: null,
      documentTypeCode: null,
    });
    expect(e.eventTime).toBe(new Date(raw.eventDateTime).toISOString());
    expect(e.createdTime).toBe(new Date(raw.eventCreatedDateTime).toISOString());
    expect(e.documentReferences).toEqual(
      raw.documentReferences.map((d: Raw) => ({
        type: d.documentReferenceType,
        value: d.documentReferenceValue,
      })),
    );
  });

  it('maps an equipment event: container, ISO type, empty indicator, event location first; seals ignored', () => {
    const raw = first('EQUIPMENT');
    const e = mapTntEvent(raw);
    expect(e).toMatchObject({
      eventCategory: 'EQUIPMENT',
      eventCode: raw.equipmentEventTypeCode,
      equipmentReference: raw.equipmentReference,
      isoEquipmentCode: raw.ISOEquipmentCode,
      emptyIndicator: raw.emptyIndicatorCode,
      locationCode: raw.eventLocation.UNLocationCode,
      facilityCode: raw.eventLocation.facilityCode,
      vesselImo: raw.transportCall.vessel.vesselIMONumber,
    });
    expect(JSON.stringify(e)).not.toContain(raw.seals[0].sealNumber);
    // An event location different from the call's wins.
    const atDepot = mapTntEvent({
      ...raw,
      eventLocation: { UNLocationCode: 'NLZWI', locationName: 'Depot Zwijndrecht' },
    });
    expect(atDepot).toMatchObject({ locationCode: 'NLZWI', locationName: 'Depot Zwijndrecht' });
  });

  it('maps a shipment event: documentTypeCode, documentID (also filed as a reference), reason', () => {
    const raw: Raw = { ...first('SHIPMENT'), reason: 'Awaiting customs' };
    const e = mapTntEvent(raw);
    expect(e).toMatchObject({
      eventCategory: 'SHIPMENT',
      eventCode: raw.shipmentEventTypeCode,
      documentTypeCode: raw.documentTypeCode,
      documentId: raw.documentID,
      remark: 'Awaiting customs',
      locationCode: null,
      modeOfTransport: null,
    });
    expect(e.documentReferences).toEqual([{ type: raw.documentTypeCode, value: raw.documentID }]);
  });

  it('reads a transport changeRemark and an EQ reference of a truck move, and converts offsets to UTC', () => {
    const raw = {
      ...first('TRANSPORT'),
      eventDateTime: '2026-03-01T10:00:00+08:00',
      changeRemark: 'Port congestion',
      references: [{ referenceType: 'EQ', referenceValue: 'MSKU1234565' }],
      transportCall: { transportCallID: 'x', UNLocationCode: 'CNNGB', modeOfTransport: 'TRUCK' },
    };
    expect(mapTntEvent(raw)).toMatchObject({
      eventTime: '2026-03-01T02:00:00.000Z',
      remark: 'Port congestion',
      equipmentReference: 'MSKU1234565',
      modeOfTransport: 'TRUCK',
      vesselImo: null,
    });
  });

  it('keeps unknown codes raw and reports them instead of dropping the event', () => {
    const raw = {
      ...first('EQUIPMENT'),
      equipmentEventTypeCode: 'AVPU',
      eventClassifierCode: 'REQ',
      emptyIndicatorCode: 'PARTIAL',
    };
    const mapped = mapTntEvents([raw]);
    expect(mapped.events).toHaveLength(1);
    expect(mapped.events[0]).toMatchObject({
      eventCode: 'AVPU',
      eventClassifier: 'PLN',
      emptyIndicator: null,
    });
    expect(mapped.unmappedCodes.map((u) => `${u.field}=${u.raw}`).sort()).toEqual([
      'emptyIndicatorCode=PARTIAL',
      'eventClassifierCode=REQ',
      'eventCode=AVPU',
    ]);
  });
});

describe('mapTntEvents on a batch', () => {
  it('maps every recorded event of every type with no unknown codes', () => {
    for (const batch of [booking, container]) {
      const mapped = mapTntEvents(batch);
      expect(mapped.events.map((e) => e.eventId)).toEqual(batch.map((e) => e.eventID));
      expect(mapped.unmappedCodes).toEqual([]);
      expect(mapped.retractedEventIds).toEqual([]);
    }
  });

  it('collapses the same eventID to its latest version', () => {
    const raw = first('TRANSPORT');
    const revised = { ...raw, eventCreatedDateTime: '2026-12-01T00:00:00Z', changeRemark: 'revised' };
    const mapped = mapTntEvents([raw, revised, raw, ...container]);
    expect(mapped.events.filter((e) => e.eventId === raw.eventID)).toHaveLength(1);
    expect(mapped.events.find((e) => e.eventId === raw.eventID)?.remark).toBe('revised');
    expect(mapped.events).toHaveLength(1 + container.length);
  });

  it('reports one eventID sent with two contents, keeping the later-created version', () => {
    const raw = first('TRANSPORT');
    const revised = { ...raw, eventCreatedDateTime: '2026-12-01T00:00:00Z', changeRemark: 'revised' };
    // Sent again unchanged (keys in another order): a repeat, not a conflict.
    const repeat = Object.fromEntries(Object.entries(raw).reverse());
    const mapped = mapTntEvents([raw, repeat, revised]);
    expect(mapped.events.map((e) => e.remark)).toEqual(['revised']);
    expect(mapped.conflictingDuplicates).toEqual([
      {
        eventId: raw.eventID,
        keptCreatedTime: '2026-12-01T00:00:00.000Z',
        droppedCreatedTime: mapped.conflictingDuplicates[0]?.droppedCreatedTime,
      },
    ]);
    expect(Date.parse(mapped.conflictingDuplicates[0]?.droppedCreatedTime ?? '')).toBe(
      Date.parse(raw.eventCreatedDateTime),
    );
    expect(mapTntEvents([raw, repeat]).conflictingDuplicates).toEqual([]);
  });

  it('gives events without an eventID a stable identity from their content, never merging two', () => {
    // Four distinct events of the recorded booking, one a departure, sent without their ids.
    const picked = [
      first('TRANSPORT'),
      ...booking.filter((e) => e.eventType === 'EQUIPMENT').slice(0, 2),
      booking.find((e) => e.transportEventTypeCode === 'DEPA') as Raw,
    ];
    expect(new Set(picked).size).toBe(4);
    const anonymous = picked.map(({ eventID: _id, ...rest }) => rest);
    const mapped = mapTntEvents(anonymous);
    expect(mapped.events).toHaveLength(4);
    expect(new Set(mapped.events.map((e) => e.eventId)).size).toBe(4);
    expect(mapped.events.map((e) => e.eventCode)).toContain('DEPA');
    expect(mapped.events.every((e) => e.eventId.startsWith('content-'))).toBe(true);
    // The same content polled again (keys in another order) gets the same ids: stored once.
    const again = mapTntEvents(anonymous.map((e) => Object.fromEntries(Object.entries(e).reverse())));
    expect(again.events.map((e) => e.eventId)).toEqual(mapped.events.map((e) => e.eventId));
    expect(mapped.conflictingDuplicates).toEqual([]);
  });

  it('honours 2.2 corrections: the superseded event is withdrawn, the correction kept', () => {
    const superseding = corrected.filter((e) => /supersedes event/.test(e.changeRemark ?? e.reason ?? ''));
    expect(superseding.length).toBeGreaterThan(0);
    const originals = superseding.map((e) => /supersedes event (\S+)/.exec(e.changeRemark ?? e.reason)?.[1]);
    const mapped = mapTntEvents(corrected);
    expect(mapped.retractedEventIds.sort()).toEqual([...originals].sort());
    expect(mapped.events.map((e) => e.eventId).sort()).toEqual(superseding.map((e) => e.eventID).sort());
  });

  it('honours a 3.0-style retractedEventID across batches, without storing the notice itself', () => {
    const [kept, gone] = container as [Raw, Raw];
    const notice = {
      ...gone,
      eventID: 'f0000000-0000-4000-8000-000000000001',
      retractedEventID: gone.eventID,
    };
    const mapped = mapTntEvents([kept, gone, notice]);
    expect(mapped.events.map((e) => e.eventId)).toEqual([kept.eventID]);
    expect(mapped.retractedEventIds).toEqual([gone.eventID]);
    // The withdrawn event came in an earlier poll: only the id travels.
    expect(mapTntEvents([notice])).toEqual({
      events: [],
      retractedEventIds: [gone.eventID],
      unmappedCodes: [],
      conflictingDuplicates: [],
    });
  });
});
