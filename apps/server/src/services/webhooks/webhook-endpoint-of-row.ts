import type { WebhookEndpoint, WebhookEventType } from '@tracklane/domain';
import { webhookEndpoints } from '../../db/schema/index.js';

/** The columns an endpoint is shown from (never its secrets). */
export const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  thresholdHours: webhookEndpoints.thresholdHours,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  previousSecretValidUntil: webhookEndpoints.previousSecretValidUntil,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

type EndpointRow = Pick<typeof webhookEndpoints.$inferSelect, keyof typeof endpointColumns>;

/** An endpoint as the settings page lists it; a rotation's overlap that ended shows as none. */
export function webhookEndpointOfRow(row: EndpointRow, now: Date = new Date()): WebhookEndpoint {
  const overlap =
    row.previousSecretValidUntil && row.previousSecretValidUntil > now ? row.previousSecretValidUntil : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    thresholdHours: row.thresholdHours,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretValidUntil: overlap?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
