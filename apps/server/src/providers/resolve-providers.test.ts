import { defaultProviderRegistry } from '@tracklane/connectors';
import { describe, expect, it } from 'vitest';
import { oceanPushOf, resolveProviders } from './resolve-providers.js';

const none = {
  oceanTntUrl: undefined,
  oceanTntApiKey: undefined,
  terminalUrl: undefined,
  terminalApiKey: undefined,
  scheduleOvsUrl: undefined,
  scheduleOvsApiKey: undefined,
  scheduleCsUrl: undefined,
  scheduleCsApiKey: undefined,
  scheduleCarrierCode: undefined,
};
const sandbox = {
  endpoints: {
    dcsaTnt: 'http://127.0.0.1:1',
    terminal: 'http://127.0.0.1:2',
    dcsaOvs: 'http://127.0.0.1:3',
    dcsaCs: 'http://127.0.0.1:4',
  },
  apiKey: 'sandbox-key',
};

describe('resolveProviders', () => {
  it('without settings or sandbox: no providers', () => {
    const providers = resolveProviders({ registry: defaultProviderRegistry(), config: none, sandbox: null });
    expect([providers.ocean, providers.terminal, providers.schedules]).toEqual([
      null,
      null,
      { ovs: null, cs: null, carrierCode: null, source: 'none' },
    ]);
    expect(oceanPushOf(providers.ocean)).toBeUndefined();
  });

  it("the sandbox world's endpoints when nothing is configured", () => {
    const providers = resolveProviders({ registry: defaultProviderRegistry(), config: none, sandbox });
    expect(providers.ocean).toMatchObject({
      source: 'sandbox',
      endpoint: { baseUrl: 'http://127.0.0.1:1', apiKey: 'sandbox-key' },
      connector: { id: 'dcsa-tnt-2.2' },
    });
    expect(providers.terminal?.endpoint.baseUrl).toBe('http://127.0.0.1:2');
    expect(providers.schedules.source).toBe('sandbox');
    expect(providers.schedules.ovs).not.toBeNull();
    expect(oceanPushOf(providers.ocean)).toBe(providers.ocean?.client.push);
  });

  it('a configured endpoint (URL and key) wins over the sandbox; a URL alone does not', () => {
    const providers = resolveProviders({
      registry: defaultProviderRegistry(),
      config: {
        ...none,
        oceanTntUrl: 'https://tnt.example.com',
        oceanTntApiKey: 'k',
        terminalUrl: 'https://terminal.example.com',
        scheduleOvsUrl: 'https://ovs.example.com/api',
        scheduleOvsApiKey: 'k',
        scheduleCarrierCode: 'MAEU',
      },
      sandbox,
    });
    expect(providers.ocean).toMatchObject({
      source: 'configured',
      endpoint: { baseUrl: 'https://tnt.example.com' },
    });
    expect(providers.terminal).toMatchObject({ source: 'sandbox' });
    expect(providers.schedules).toMatchObject({ carrierCode: 'MAEU', source: 'ovs.example.com' });
  });
});
