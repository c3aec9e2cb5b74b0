import { describe, expect, it } from 'vitest';
import { buildOceanShipment } from './__fixtures__/build.js';
import { rotterdamToDuisburg, shanghaiRotterdamChain } from './__fixtures__/events.js';
import { testPorts } from './__fixtures__/ports.js';
import type { CarrierEvent } from './carrier-event.js';
import type { LocationCategory } from './shipment-view.js';
import {
  NODE_STATUS_LABELS,
  routeNodesOf,
  SHIPMENT_STAGE_LABELS,
  shipmentStageOf,
  TRACKING_STAGE_LABELS,
  trackingStageOf,
} from './stages.js';

const viewOf = (events: CarrierEvent[], now: string) =>
  buildOceanShipment({
    carrierCode: 'MAEU',
    billNo: null,
    containerNo: null,
    bookingNo: null,
    events,
    ports: testPorts,
    now: new Date(now),
  });

describe('shipmentStageOf', () => {
  it('maps the categories onto the stage labels', () => {
    expect(shipmentStageOf({ completed: false, statusCategory: 'AT_POL' })).toBe('BEFORE_DEPARTURE');
    expect(shipmentStageOf({ completed: false, statusCategory: 'AT_TS' })).toBe('ON_THE_WAY');
    expect(shipmentStageOf({ completed: false, statusCategory: 'AVAILABLE' })).toBe('AFTER_ARRIVAL');
    expect(shipmentStageOf({ completed: true, statusCategory: 'DELIVERED' })).toBe('FINISHED');
    expect(shipmentStageOf({ completed: false, statusCategory: 'CANCELLED' })).toBe('FINISHED');
  });

  it('puts archived first and tells pending from no data', () => {
    expect(shipmentStageOf({ completed: false, statusCategory: 'AT_TS' }, { archived: true })).toBe(
      'ARCHIVED',
    );
    expect(shipmentStageOf(null, { pending: true })).toBe('IN_PROGRESS');
    expect(shipmentStageOf({ completed: false, statusCategory: null })).toBe('NO_DATA');
  });

  it('has a label in every language for every stage', () => {
    for (const label of [
      ...Object.values(SHIPMENT_STAGE_LABELS),
      ...Object.values(TRACKING_STAGE_LABELS),
      ...Object.values(NODE_STATUS_LABELS),
    ]) {
      expect(label.zh && label.en && label.jp).toBeTruthy();
    }
  });
});

describe('trackingStageOf', () => {
  it('tells berthing from discharged at the POD', () => {
    expect(trackingStageOf('AT_POD', 'BDAR')).toBe('BERTHING');
    expect(trackingStageOf('AT_POD', 'DSCH')).toBe('AT_POD');
  });

  it('maps the other categories', () => {
    expect(trackingStageOf('AT_POL', 'GITM')).toBe('AT_POL');
    expect(trackingStageOf('IN_TRANSIT', 'DLPT')).toBe('IN_TRANSIT');
    expect(trackingStageOf('AT_TS', 'TSDC')).toBe('AT_TS');
    expect(trackingStageOf('AVAILABLE', 'PCAB')).toBe('AVAILABLE_FOR_PICKUP');
    expect(trackingStageOf('DELIVERED', 'STRP')).toBe('ARRIVED');
    expect(trackingStageOf('BOOKED', null)).toBeNull();
  });
});

describe('routeNodesOf', () => {
  const statuses = (events: CarrierEvent[], now: string) =>
    routeNodesOf(viewOf(events, now)).map((n): [LocationCategory, string] => [n.role, n.status]);

  it('completes passed nodes, processes the current one, flags the late POD', () => {
    expect(statuses(shanghaiRotterdamChain(), '2026-10-25T00:00:00Z')).toEqual([
      ['POL', 'COMPLETE'],
      ['POT', 'PROCESS'],
      ['POD', 'ABNORMAL'],
    ]);
  });

  it('starts nodes that only have estimates', () => {
    const onTime = shanghaiRotterdamChain().filter(
      (e) => !(e.eventCode === 'ARRI' && e.eventClassifier === 'EST'),
    );
    expect(statuses(onTime, '2026-10-25T00:00:00Z').at(-1)).toEqual(['POD', 'START']);
  });

  it('completes every node once the shipment is complete', () => {
    const all = [...shanghaiRotterdamChain(), ...rotterdamToDuisburg()];
    expect(statuses(all, '2026-11-14T00:00:00Z').every(([, s]) => s === 'COMPLETE')).toBe(true);
  });
});
