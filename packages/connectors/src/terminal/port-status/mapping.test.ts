import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapDownload, mapPortEvents, mapSubscription } from './mapping.js';
import { downloadBodyOf, portEventsBodyOf, subscriptionBodyOf } from './schema.js';

const fixture = (prefix: string): unknown => {
  const dir = new URL('./__fixtures__/', import.meta.url);
  const name = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.json'));
  if (!name) throw new Error(`no fixture ${prefix}`);
  return JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
};
const download = () => downloadBodyOf(structuredClone(fixture('download-us-')), 'test');
const portEvents = () => portEventsBodyOf(structuredClone(fixture('port-events-cn-')), 'test');

describe('terminal mapping on recorded sandbox answers', () => {
  it('maps a US download record field by field to the terminal record', () => {
    const body = download();
    const source = body.records[0]!;
    const [record] = mapDownload(body);
    expect(record).toMatchObject({
      portCode: source.portCode,
      portName: source.portName,
      terminalCode: source.terminalCode,
      terminalName: source.terminalName,
      containerNumber: source.containerNumber,
      containerStatus: source.containerStatus,
      lastFreeDay: source.lastFreeDay,
      availableStatus: source.availableStatus,
      availableDate: source.availableDate,
      cusDate: source.cusDate,
      srmStatus: source.srmStatus,
      tmlDate: source.tmlDate,
      inDate: source.inDate,
      outDate: source.outDate,
      open: source.openDate,
      close: source.closeDate,
      ieid: source.ieid,
      dumps: [],
    });
    expect(record?.terminalCode).not.toBeNull();
  });

  it('keeps repeated records and holds once, and reads an unknown hold status as active', () => {
    const body = download();
    const first = body.records[0]!;
    first.holds = [
      { holdCategory: 'CUSTOMS', holdStatus: 'RELEASED', holdDate: '2026-05-01T00:00:00Z', holdReason: null },
      { holdCategory: 'CUSTOMS', holdStatus: 'RELEASED', holdDate: '2026-05-01T00:00:00Z', holdReason: null },
      {
        holdCategory: 'USDA',
        holdStatus: 'PENDING_REVIEW',
        holdDate: '2026-05-02T00:00:00Z',
        holdReason: 'x',
      },
    ];
    body.records.push(structuredClone(first));
    const records = mapDownload(body);
    expect(records).toHaveLength(1);
    expect(records[0]?.holds.map((h) => [h.holdCategory, h.holdStatus])).toEqual([
      ['CUSTOMS', 'RELEASED'],
      ['USDA', 'ACTIVE'],
    ]);
  });

  it('builds a CN record from port events: terminal of the stay, in/customs dates, dumps', () => {
    const body = portEvents();
    const box = body.containers[0]!;
    const stay = box.stays[box.stays.length - 1]!;
    const [record] = mapPortEvents(body, 'Shanghai');
    const timeOf = (code: string) => box.events.find((e) => e.eventCode === code)?.eventTime ?? null;
    expect(record).toMatchObject({
      portCode: body.portCode,
      portName: 'Shanghai',
      terminalCode: stay.terminalCode,
      vesselName: stay.vesselName,
      open: stay.openDate,
      close: stay.closeDate,
      ieid: stay.ieFlag,
      inDate: timeOf('GATE_IN'),
      cusDate: timeOf('CUSTOMS_RELEASE'),
      cusStatus: 'RELEASED',
      outDate: null,
      containerStatus: 'IN_YARD',
      updateDate: box.events[box.events.length - 1]?.eventTime,
    });
    const moves = box.events.filter((e) => e.eventCode === 'YARD_MOVE');
    expect(moves.length).toBeGreaterThan(0);
    expect(record?.dumps.map((d) => d.yardLocation)).toEqual(moves.map((m) => m.yardLocation));
  });

  it('dates the way out and the status after loading; repeated events count once', () => {
    const body = portEvents();
    const box = body.containers[0]!;
    const last = box.events[box.events.length - 1]!;
    const load = { ...last, eventCode: 'LOAD', eventTime: '2026-05-08T01:00:00Z', yardLocation: null };
    box.events.push(load, { ...load });
    const [record] = mapPortEvents(body);
    expect(record?.outDate).toBe(load.eventTime);
    expect(record?.containerStatus).toBe('LOADED_ON_VESSEL');
    // An export box is not picked up by a truck.
    expect(record?.pickupAct).toBeNull();
  });

  it('a box without any stay has no terminal code (the API says "no port data")', () => {
    const body = portEvents();
    body.containers[0]!.stays = [];
    body.containers[0]!.events = [];
    const [record] = mapPortEvents(body);
    expect(record?.terminalCode).toBeNull();
    expect(record?.containerStatus).toBeNull();
    expect(record?.cusStatus).toBeNull();
  });

  it('maps a subscription answer', () => {
    const answer = {
      subscriptionId: 'TS-1',
      portCode: 'USLAX',
      containerNumber: 'MSKU1234565',
      subscribedAt: '2026-05-04T12:00:00Z',
      dataAvailableFrom: '2026-05-04T12:05:00Z',
    };
    expect(mapSubscription(subscriptionBodyOf(answer, 'test'))).toEqual(answer);
  });
});

describe('terminal answer shapes', () => {
  it('rejects a body whose strings became numbers, naming the path', () => {
    const broken = fixture('download-us-') as { records: Record<string, unknown>[] };
    broken.records[0]!.terminalCode = 3;
    expect(() => downloadBodyOf(broken, 'download')).toThrow(/\$\.records\[0\]\.terminalCode/);
    const events = fixture('port-events-cn-') as { containers: { events: Record<string, unknown>[] }[] };
    events.containers[0]!.events[0]!.eventTime = 12;
    expect(() => portEventsBodyOf(events, 'events')).toThrow(/events\[0\]\.eventTime/);
    expect(() => subscriptionBodyOf([], 'sub')).toThrow(/not an object/);
  });
});
