import { AppError, type OceanShipmentView } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { isContainerNumber, terminalOutcome } from './terminal-outcome.js';
import { checkOnDemandPort, checkShipmentLocation, checkTerminalPort } from './terminal-port-rules.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return [err.statusCode, err.message];
    throw err;
  }
  return null;
};

const viewWith = (locations: [string, string][]) =>
  ({
    shipmentLocations: locations.map(([locationCategory, locationCode]) => ({
      locationCategory,
      location: { locationCode },
    })),
  }) as unknown as OceanShipmentView;

describe('terminal port checks', () => {
  it('accepts a port on its own call and country, refuses the others with 40000', () => {
    expect(checkTerminalPort('ussav', 'download', 'en', 'us')).toBe('USSAV');
    expect(checkTerminalPort('CNSHA', 'port-event', 'en')).toBe('CNSHA');
    expect(codeOf(() => checkTerminalPort('DEHAM', 'download', 'en', 'DE'))?.[0]).toBe(40000);
    expect(codeOf(() => checkTerminalPort('CNSHA', 'download', 'en', 'CN'))?.[0]).toBe(40000);
    expect(codeOf(() => checkTerminalPort('USSAV', 'download', 'en', 'JP'))?.[0]).toBe(40000);
    expect(codeOf(() => checkTerminalPort('USSAV', 'port-event', 'en'))?.[0]).toBe(40000);
  });

  it('only PRE, POL and POD locations of a fetched shipment; an unfetched one passes', () => {
    const view = viewWith([
      ['POL', 'CNSHA'],
      ['POT', 'KRPUS'],
      ['POD', 'USLAX'],
    ]);
    expect(codeOf(() => checkShipmentLocation(view, 'CNSHA', 'en'))).toBeNull();
    expect(codeOf(() => checkShipmentLocation(view, 'USLAX', 'en'))).toBeNull();
    expect(codeOf(() => checkShipmentLocation(view, 'KRPUS', 'en'))?.[0]).toBe(40000);
    expect(codeOf(() => checkShipmentLocation(view, 'USSAV', 'en'))?.[0]).toBe(40000);
    expect(codeOf(() => checkShipmentLocation(null, 'USSAV', 'en'))).toBeNull();
  });

  it('on-demand subscriptions only at the four US ports', () => {
    expect(checkOnDemandPort('usoak', 'en')).toBe('USOAK');
    expect(codeOf(() => checkOnDemandPort('USSAV', 'jp'))).toEqual([
      40000,
      'オンデマンドのターミナルデータは USLAX、USLGB、USOAK、USNYC のみ利用できます',
    ]);
  });
});

describe('terminal outcome', () => {
  const record = (terminalCode: string | null) => ({ terminalCode }) as never;
  it('empty → 20001 no data; no terminal code → retry later; else success', () => {
    expect(terminalOutcome(null, 'en')).toMatchObject({
      statusCode: 20001,
      message: 'no terminal data returned',
    });
    expect(terminalOutcome([], 'en').statusCode).toBe(20001);
    expect(terminalOutcome([record(null)], 'en').message).toBe('no port data, retry in 5 minutes');
    expect(terminalOutcome([record(null), record('T1')], 'en')).toMatchObject({
      statusCode: 20000,
      message: 'success',
    });
  });

  it('tells containers from B/L numbers', () => {
    expect(isContainerNumber('msku1234565')).toBe(true);
    expect(isContainerNumber('MAEU260999999')).toBe(false);
  });
});
