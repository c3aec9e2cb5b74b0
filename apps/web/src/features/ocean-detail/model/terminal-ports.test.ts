import type { OceanShipmentView, ShipmentLocation } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import type { TerminalRecord } from '../../ocean';
import { terminalOutcomeOf, terminalPortsOf } from './terminal-ports';

const loc = (locationCategory: ShipmentLocation['locationCategory'], code: string): ShipmentLocation => ({
  locationCategory,
  location: {
    locationCode: code,
    locationName: code,
    portEn: code,
    portCn: code,
    podCode: null,
    polCode: null,
    portTimeZone: null,
    lat: null,
    lon: null,
  },
});

const shipment = (locations: ShipmentLocation[]) => ({ shipmentLocations: locations }) as OceanShipmentView;

describe('terminal ports (views.md §5)', () => {
  it('takes PRE, POL and POD in CN, US, KR or JP, with the call each uses', () => {
    const ports = terminalPortsOf(
      shipment([
        loc('PRE', 'CNWUH'),
        loc('POL', 'CNSHA'),
        loc('POT', 'KRPUS'),
        loc('POD', 'USLAX'),
        loc('PDE', 'USCHI'),
      ]),
    );
    expect(ports.map((p) => [p.portCode, p.category, p.call, p.onDemand])).toEqual([
      ['CNWUH', 'PRE', 'port-event', false],
      ['CNSHA', 'POL', 'port-event', false],
      ['USLAX', 'POD', 'download', true],
    ]);
  });
  it('has no terminal ports outside the four countries', () => {
    expect(terminalPortsOf(shipment([loc('POL', 'DEHAM'), loc('POD', 'SGSIN')]))).toEqual([]);
  });
  it('offers on-demand data only at USLAX, USLGB, USOAK, USNYC', () => {
    const ports = terminalPortsOf(
      shipment([loc('POL', 'JPTYO'), loc('POD', 'USSEA'), loc('POD', 'USOAK'), loc('POD', 'USNYC')]),
    );
    expect(ports.filter((p) => p.onDemand).map((p) => p.portCode)).toEqual(['USOAK', 'USNYC']);
  });
});

describe('terminal lookup outcome (views.md §4)', () => {
  const record = (terminalCode: string | null) => ({ portCode: 'USLAX', terminalCode }) as TerminalRecord;
  it('nothing → no data; no terminal code → retry later; else the coded records', () => {
    expect(terminalOutcomeOf([])).toEqual({ kind: 'noData' });
    expect(terminalOutcomeOf(null)).toEqual({ kind: 'noData' });
    expect(terminalOutcomeOf([record(null)])).toEqual({ kind: 'retryLater' });
    expect(terminalOutcomeOf([record('Y258'), record(null)])).toEqual({
      kind: 'records',
      records: [record('Y258')],
    });
  });
});
