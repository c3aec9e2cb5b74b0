import { randomBytes } from 'node:crypto';
import { type OceanProviderConfig, ProviderFault, type TrackingReference } from '../contract.js';
import { REFERENCE_FILTER } from './client.js';
import { parseJsonBody, tntRequest } from './http.js';

/**
 * The push model's calls to the provider (T&T 2.2 /v2/event-subscriptions). 2.2 has no
 * verification handshake on creation (nor does our sandbox): the provider starts POSTing signed
 * event lists to the callbackUrl, so the receiver must already accept them (verifyNotification).
 */
export type TntEventType = 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';

export interface TntSubscriptionRequest {
  /** Our receiver; put an unguessable token or our subscription id in it to route the callback. */
  callbackUrl: string;
  /** Base64 shared secret, the HMAC key of Notification-Signature (see generateSubscriptionSecret). */
  secret: string;
  reference: TrackingReference;
  /** Default: every event type. */
  eventTypes?: readonly TntEventType[];
}

/** 32 random bytes, Base64 as 2.2's `secret` (format: byte) wants them. */
export function generateSubscriptionSecret(): string {
  return randomBytes(32).toString('base64');
}

/** The POST body (pure): callbackUrl, secret and the filters; the reference filter is what carriers require. */
export function subscriptionBody(request: TntSubscriptionRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    callbackUrl: request.callbackUrl,
    secret: request.secret,
    [REFERENCE_FILTER[request.reference.type]]: request.reference.value,
  };
  if (request.eventTypes && request.eventTypes.length > 0) body.eventType = [...request.eventTypes];
  return body;
}

export async function createTntSubscription(
  config: OceanProviderConfig,
  request: TntSubscriptionRequest,
): Promise<{ subscriptionId: string }> {
  const response = await tntRequest(config, {
    method: 'POST',
    url: '/v2/event-subscriptions',
    body: subscriptionBody(request),
  });
  const body = parseJsonBody(response, 'subscription') as { subscriptionID?: unknown } | null;
  const id = body?.subscriptionID;
  if (typeof id !== 'string' || id === '')
    throw new ProviderFault('invalid-body', 'subscription: /subscriptionID missing', response.status);
  return { subscriptionId: id };
}

const subscriptionPath = (id: string) => `/v2/event-subscriptions/${encodeURIComponent(id)}`;

/** Deleting a subscription the provider no longer knows succeeds: the wanted state is reached. */
export async function deleteTntSubscription(
  config: OceanProviderConfig,
  subscriptionId: string,
): Promise<void> {
  try {
    await tntRequest(config, { method: 'DELETE', url: subscriptionPath(subscriptionId) });
  } catch (err) {
    if (err instanceof ProviderFault && err.kind === 'not-found') return;
    throw err;
  }
}

/**
 * Replaces the secret (PUT …/secret). The provider signs with the new one from its next
 * delivery, while batches already queued may still carry the old signature: keep verifying
 * with both secrets for an overlap window (verifyNotification takes a list).
 */
export async function rotateTntSubscriptionSecret(
  config: OceanProviderConfig,
  subscriptionId: string,
  newSecret: string,
): Promise<void> {
  await tntRequest(config, {
    method: 'PUT',
    url: `${subscriptionPath(subscriptionId)}/secret`,
    body: { secret: newSecret },
  });
}
