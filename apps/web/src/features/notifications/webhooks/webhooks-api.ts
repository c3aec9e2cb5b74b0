import type {
  WebhookDeliveriesPage,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookEventType,
  WebhookRedeliver,
} from '@tracklane/domain';
import { request } from '../../../app/request';

/** What the delivery log asks for (GET /application/webhooks/deliveries): newest first, page 1 first. */
export interface DeliveriesQuery {
  endpointId: string;
  pageIndex: number;
  pageSize: number;
  status?: 'pending' | 'delivered' | 'failed' | undefined;
}

/**
 * The organisation's webhook endpoints and their delivery log (issue 21; wire types in
 * packages/domain/src/notifications/webhook-wire.ts). Create and update are silent: the form
 * shows field problems on their fields and the rest above its button.
 */
export const webhooksApi = {
  async list() {
    return (await request<WebhookEndpoint[]>({ url: '/application/webhooks' })).data;
  },
  async create(body: WebhookEndpointInput) {
    return (
      await request<WebhookEndpointWithSecret>({
        url: '/application/webhooks',
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
  async update(body: WebhookEndpointUpdate, silent = true) {
    return (
      await request<WebhookEndpoint>({
        url: '/application/webhooks/update',
        method: 'POST',
        data: body,
        silent,
      })
    ).data;
  },
  async remove(id: string) {
    await request<unknown>({ url: '/application/webhooks/delete', method: 'POST', data: { id } });
  },
  async rotate(id: string) {
    return (
      await request<WebhookEndpointWithSecret>({
        url: '/application/webhooks/rotate',
        method: 'POST',
        data: { id },
      })
    ).data;
  },
  async deliveries(query: DeliveriesQuery) {
    return (
      await request<WebhookDeliveriesPage>({
        url: '/application/webhooks/deliveries',
        params: {
          endpointId: query.endpointId,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
          status: query.status,
        },
      })
    ).data;
  },
  async redeliver(body: WebhookRedeliver) {
    return (
      await request<{ queued: number }>({
        url: '/application/webhooks/redeliver',
        method: 'POST',
        data: body,
      })
    ).data;
  },
  async test(body: { endpointId: string; eventType: WebhookEventType }) {
    return (
      await request<{ messageId: string }>({ url: '/application/webhooks/test', method: 'POST', data: body })
    ).data;
  },
};
