import type { SimClock } from '../../world/clock.js';
import { pageHeaders, readPaging, takePage } from '../http/pagination.js';
import type { Route } from '../http/types.js';
import { type Subscription, type SubscriptionStore, subscriptionView } from './subscriptions.js';

/** The /v2/event-subscriptions resource: create, list (paged), get, update, delete, rotate secret. */
export function subscriptionRoutes(store: SubscriptionStore, clock: SimClock): Route[] {
  const id = (params: Readonly<Record<string, string | undefined>>) => params.subscriptionID ?? '';
  return [
    {
      method: 'POST',
      path: '/v2/event-subscriptions',
      handler: (ctx) => ({ status: 201, body: subscriptionView(store.create(ctx.body, clock.now())) }),
    },
    {
      method: 'GET',
      path: '/v2/event-subscriptions',
      handler: (ctx) => {
        const paging = readPaging(ctx.query);
        const page = takePage(store.list(), (s: Subscription) => s.subscriptionID, paging);
        return {
          status: 200,
          body: page.items.map(subscriptionView),
          headers: pageHeaders('links', ctx.url.toString(), page.next),
        };
      },
    },
    {
      method: 'GET',
      path: '/v2/event-subscriptions/:subscriptionID',
      handler: (ctx) => ({ status: 200, body: subscriptionView(store.get(id(ctx.params))) }),
    },
    {
      method: 'PUT',
      path: '/v2/event-subscriptions/:subscriptionID',
      handler: (ctx) => ({ status: 200, body: subscriptionView(store.update(id(ctx.params), ctx.body)) }),
    },
    {
      method: 'DELETE',
      path: '/v2/event-subscriptions/:subscriptionID',
      handler: (ctx) => {
        store.delete(id(ctx.params));
        return { status: 204 };
      },
    },
    {
      method: 'PUT',
      path: '/v2/event-subscriptions/:subscriptionID/secret',
      handler: (ctx) => {
        store.rotateSecret(id(ctx.params), ctx.body);
        return { status: 204 };
      },
    },
  ];
}
