import { describe, expect, it } from 'vitest';
import type { ProviderConnector } from './connector.js';
import { DEFAULT_PROVIDER_CONNECTORS, defaultProviderRegistry } from './index.js';
import { ProviderRegistry } from './registry.js';

const configured = { baseUrl: 'https://tnt.example.com', apiKey: 'prod' };
const sandbox = { baseUrl: 'http://127.0.0.1:1', apiKey: 'sandbox' };

const fakeTnt: ProviderConnector<'ocean-tnt'> = {
  id: 'fake-tnt',
  kind: 'ocean',
  provides: 'ocean-tnt',
  name: 'Fake T&T',
  capabilities: [],
  create: () => ({
    fetchEvents: async () => ({ events: [], nextCursor: null, providerEventIds: [] }) as never,
  }),
};

describe('ProviderRegistry', () => {
  it('the default registry has one connector per provider kind', () => {
    const registry = defaultProviderRegistry();
    const kinds = registry.list().map((c) => c.provides);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.sort()).toEqual([
      'ais-feed',
      'msgapp',
      'ocean-tnt',
      'schedule-cs',
      'schedule-ovs',
      'sms',
      'terminal-status',
    ]);
    expect(registry.list()).toEqual(DEFAULT_PROVIDER_CONNECTORS);
  });

  it('configured endpoint first, else the sandbox, else none', () => {
    const registry = defaultProviderRegistry();
    expect(registry.resolve('ocean-tnt', { configured, sandbox })).toMatchObject({
      source: 'configured',
      endpoint: configured,
      connector: { id: 'dcsa-tnt-2.2' },
    });
    expect(registry.resolve('ocean-tnt', { configured: null, sandbox })).toMatchObject({
      source: 'sandbox',
      endpoint: sandbox,
    });
    expect(registry.resolve('ocean-tnt', {})).toBeNull();
  });

  it('the first registered of a kind is its default; another is chosen by id', () => {
    const registry = defaultProviderRegistry().register(fakeTnt);
    expect(registry.resolve('ocean-tnt', { sandbox })?.connector.id).toBe('dcsa-tnt-2.2');
    const fake = registry.resolve('ocean-tnt', { connector: 'fake-tnt', sandbox });
    expect(fake?.connector).toBe(fakeTnt);
    expect(() => registry.resolve('ocean-tnt', { connector: 'nope', sandbox })).toThrow(
      /no ocean-tnt connector nope \(registered: dcsa-tnt-2.2, fake-tnt\)/,
    );
    expect(() => registry.register(fakeTnt)).toThrow(/registered already/);
  });

  it('a kind without a connector resolves to none', () => {
    expect(new ProviderRegistry([fakeTnt]).resolve('terminal-status', { configured })).toBeNull();
  });
});
