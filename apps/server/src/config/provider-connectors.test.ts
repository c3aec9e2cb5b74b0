import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load.js';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    return err instanceof ConfigError ? err.message : String(err);
  }
};

describe('PROVIDER_CONNECTORS', () => {
  it('is unset by default: each kind takes its first registered connector', () => {
    expect(loadConfig({}).providerConnectors).toBeUndefined();
  });

  it('reads kind=connector pairs separated by commas', () => {
    expect(
      loadConfig({ PROVIDER_CONNECTORS: 'ocean-tnt=acme-tnt-1, sms = sms-http-v1' }).providerConnectors,
    ).toEqual({ 'ocean-tnt': 'acme-tnt-1', sms: 'sms-http-v1' });
  });

  it('refuses a malformed list or an unknown kind, naming the setting', () => {
    for (const value of ['ocean-tnt', 'ocean-tnt=', '=x', 'ocean-tnt=a;sms=b'])
      expect(errorOf({ PROVIDER_CONNECTORS: value })).toMatch(
        /PROVIDER_CONNECTORS must be kind=connector-id/,
      );
    expect(errorOf({ PROVIDER_CONNECTORS: 'truck-gps=x' })).toMatch(
      /PROVIDER_CONNECTORS names a provider kind other than ocean-tnt/,
    );
  });
});
