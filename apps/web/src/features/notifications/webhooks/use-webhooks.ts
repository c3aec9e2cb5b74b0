import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookEventType,
  WebhookRedeliver,
} from '@tracklane/domain';
import { type DeliveriesQuery, webhooksApi } from './webhooks-api';

/** TanStack Query keys of the webhook endpoints and their delivery log (DESIGN.md §6: `[resource, params]`). */
export const WEBHOOK_KEYS = {
  endpoints: 'webhookEndpoints',
  deliveries: 'webhookDeliveries',
} as const;

/** The organisation's endpoints (GET /application/webhooks). */
export function useWebhookEndpoints(enabled = true) {
  return useQuery({ queryKey: [WEBHOOK_KEYS.endpoints, {}], queryFn: webhooksApi.list, enabled });
}

/** While a message of the open log is still being tried, the log asks again this often. */
const PENDING_REFRESH_MS = 5_000;

/**
 * One endpoint's messages with their attempts; asked for only while the log is open, and again
 * every few seconds while one of them is pending (a test event just sent, a retry under way).
 */
export function useWebhookDeliveries(query: DeliveriesQuery, enabled: boolean) {
  return useQuery({
    queryKey: [WEBHOOK_KEYS.deliveries, query],
    queryFn: () => webhooksApi.deliveries(query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((item) => item.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/** Every change to an endpoint refreshes the list; sending refreshes its log. */
function useInvalidate() {
  const client = useQueryClient();
  return {
    endpoints: () => client.invalidateQueries({ queryKey: [WEBHOOK_KEYS.endpoints] }),
    deliveries: (endpointId: string) =>
      client.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === WEBHOOK_KEYS.deliveries &&
          (q.queryKey[1] as { endpointId?: string } | undefined)?.endpointId === endpointId,
      }),
    replace: (endpoint: WebhookEndpoint) =>
      client.setQueryData<WebhookEndpoint[]>([WEBHOOK_KEYS.endpoints, {}], (list) =>
        list?.map((e) => (e.id === endpoint.id ? endpoint : e)),
      ),
  };
}

/** POST /application/webhooks: the answer carries the secret, shown once. */
export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) => webhooksApi.create(body),
    onSuccess: () => invalidate.endpoints(),
  });
}

/** POST /application/webhooks/update: the form's fields, or `enabled` alone (not silent then). */
export function useUpdateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, silent }: { body: WebhookEndpointUpdate; silent: boolean }) =>
      webhooksApi.update(body, silent),
    onSuccess: (endpoint) => {
      invalidate.replace(endpoint);
      return invalidate.endpoints();
    },
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => webhooksApi.remove(id),
    onSuccess: () => invalidate.endpoints(),
  });
}

/** POST /application/webhooks/rotate: the new secret, shown once; the previous one signs 24 h more. */
export function useRotateWebhookSecret() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => webhooksApi.rotate(id),
    onSuccess: () => invalidate.endpoints(),
  });
}

export function useRedeliverWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WebhookRedeliver) => webhooksApi.redeliver(body),
    onSuccess: (_answer, body) => invalidate.deliveries(body.endpointId),
  });
}

export function useSendWebhookTest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { endpointId: string; eventType: WebhookEventType }) => webhooksApi.test(body),
    onSuccess: (_answer, body) => invalidate.deliveries(body.endpointId),
  });
}
