import {
  defaultProviderRegistry,
  type OceanPushApi,
  type ProviderConnector,
  type ProviderEndpoint,
  type TrackingReference,
} from '@tracklane/connectors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanDispatch } from '../jobs/ocean-dispatch.js';
import { oceanPush } from '../jobs/ocean-push.js';
import { event } from '../services/ocean/test-support/refresh-fixtures.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * Providers are plug-ins (issue 17): a connector registered in the provider registry, chosen by
 * its id (PROVIDER_CONNECTORS) and given its settings (OCEAN_TNT_URL and OCEAN_TNT_API_KEY), is
 * what the server polls.
 * A server that built its T&T client by hand would call the configured URL (which does not exist)
 * instead of the fake, and store no events.
 */
const CONTAINER = 'MSKU1234565';
const ENDPOINT = { baseUrl: 'https://tnt.fake-provider.invalid', apiKey: 'fake-key' };

const created: ProviderEndpoint[] = [];
const asked: TrackingReference[] = [];
const pushCalls: string[] = [];

/** Would subscribe every shipment if the server ignored the connector's capabilities. */
const push: OceanPushApi = {
  newSecret: () => 'secret',
  subscribe: async () => {
    pushCalls.push('subscribe');
    return { subscriptionId: 'never' };
  },
  unsubscribe: async () => {
    pushCalls.push('unsubscribe');
  },
  rotateSecret: async () => {
    pushCalls.push('rotate');
  },
  receive: async () => {
    throw new Error('not used');
  },
} as unknown as OceanPushApi;

const fakeTnt: ProviderConnector<'ocean-tnt'> = {
  id: 'fake-tnt',
  kind: 'ocean',
  provides: 'ocean-tnt',
  name: 'Fake T&T (canned events)',
  capabilities: ['poll-by-container'],
  create(endpoint) {
    created.push(endpoint);
    return {
      async fetchEvents(reference) {
        asked.push(reference);
        return {
          events: [event('fake-load-1', { equipmentReference: reference.value, locationCode: 'CNNGB' })],
          retractedEventIds: [],
          cursor: null,
        };
      },
      push,
    };
  },
};

let ctx: TestContext;
let app: FastifyInstance;
let member: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({
    env: {
      ...AUTH_TEST_ENV,
      OCEAN_TNT_URL: ENDPOINT.baseUrl,
      OCEAN_TNT_API_KEY: ENDPOINT.apiKey,
      OCEAN_PUSH_CALLBACK_BASE: 'https://tracklane.example.com',
      // The recipe's settings: the endpoint, and which connector of the kind serves it.
      PROVIDER_CONNECTORS: 'ocean-tnt=fake-tnt',
    },
    // The recipe's registry line (DEFAULT_PROVIDER_CONNECTORS holds the real ones).
    providers: { registry: defaultProviderRegistry().register(fakeTnt) },
  });
  await app.ready();
  member = await registerMember(app, 'petra');
});
afterAll(async () => {
  await ctx?.cleanup();
});

describe('a provider registered in the registry', () => {
  it('is resolved with its settings at start-up', () => {
    expect(app.providers.ocean?.connector).toBe(fakeTnt);
    expect(app.providers.ocean?.source).toBe('configured');
    expect(created).toEqual([ENDPOINT]);
  });

  it('is what the refresh job polls: its events are the shipment', async () => {
    const subscribed = await call(app, member, 'POST', '/application/ocean/subscribe', {
      containerNumber: CONTAINER,
      carrierCode: 'MAEU',
    });
    expect(subscribed.statusCode).toBe(20000);
    const { default: dispatch } = await oceanDispatch.loadHandler();
    await dispatch({ source: 'test' }, app.jobContext('test'));
    expect(asked).toEqual([expect.objectContaining({ type: 'CONTAINER', value: CONTAINER })]);
    const { data } = await call(app, member, 'GET', `/application/ocean/subscribe/${subscribed.data.id}`);
    expect(data.refresh.error).toBeNull();
    expect(data.refresh.lastRefreshedAt).not.toBeNull();
    expect(data.shipment.equipmentEvents).toEqual([
      expect.objectContaining({ id: 'fake-load-1', equipmentEventCategory: 'LOAD' }),
    ]);
  });

  it('keeps no push subscriptions when its capabilities do not include push', async () => {
    const { default: maintain } = await oceanPush.loadHandler();
    await maintain({ source: 'test' }, app.jobContext('test'));
    expect(pushCalls).toEqual([]);
  });
});
