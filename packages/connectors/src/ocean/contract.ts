import type { CarrierTrackingBatch } from '@tracklane/domain';

/**
 * What every ocean tracking connector offers the engine. A connector is configured with one
 * provider endpoint (base URL + credentials); which carriers it serves comes from configuration.
 */
export type TrackingReferenceType = 'BOOKING' | 'BILL_OF_LADING' | 'CONTAINER';

export interface TrackingReference {
  type: TrackingReferenceType;
  value: string;
  /** SCAC / our carrier code, when the provider serves several carriers. */
  carrierCode: string;
}

export interface OceanProviderConfig {
  baseUrl: string;
  apiKey: string;
  /** Per request; a provider slower than this is a timeout fault. Default 15 s. */
  timeoutMs?: number;
}

/** A provider fault, classified so the engine can decide: retry later, or report and stop. */
export type ProviderFaultKind =
  | 'timeout'
  | 'network'
  | 'server' // 5xx
  | 'rate-limited' // 429
  | 'unauthorized' // 401/403: configuration, not transient
  | 'not-found' // the reference is unknown to the carrier
  | 'bad-request' // 4xx other
  | 'invalid-body'; // not JSON, truncated, or fails the provider's schema

export class ProviderFault extends Error {
  constructor(
    readonly kind: ProviderFaultKind,
    message: string,
    /** HTTP status where there was one. */
    readonly status: number | null = null,
    /** Seconds the provider asked us to wait (Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderFault';
  }

  get transient(): boolean {
    return ['timeout', 'network', 'server', 'rate-limited', 'invalid-body'].includes(this.kind);
  }
}

export interface OceanTrackingClient {
  /**
   * Every event of the reference created after `cursor` (all of them when null), following the
   * provider's pagination to the end. Throws ProviderFault; never returns half a page set.
   */
  fetchEvents(reference: TrackingReference, cursor: string | null): Promise<CarrierTrackingBatch>;
  /** The push model, for providers that have one. */
  push?: OceanPushApi;
}

/** What a received callback turned out to be; never a half-stored batch. */
export type PushReceipt =
  | { ok: true; secretIndex: number; batch: CarrierTrackingBatch }
  | { ok: false; reason: 'bad-signature' | 'invalid-body'; detail: string };

/**
 * Push: the provider POSTs signed event lists to a callback URL of ours. The engine keeps the
 * secrets (current first, plus the previous one during a rotation's overlap) and routes each
 * callback to its shipment by an id in the URL.
 */
export interface OceanPushApi {
  newSecret(): string;
  subscribe(request: {
    callbackUrl: string;
    secret: string;
    reference: TrackingReference;
  }): Promise<{ subscriptionId: string }>;
  /** Succeeds when the provider no longer knows the subscription (the wanted state). */
  unsubscribe(subscriptionId: string): Promise<void>;
  rotateSecret(subscriptionId: string, newSecret: string): Promise<void>;
  /** Verifies the signature over the exact body bytes, then the schema, then maps. Never throws. */
  receive(input: {
    rawBody: string | Uint8Array;
    signatureHeader: string | null | undefined;
    secrets: readonly string[];
    /** When the callback arrived (epoch ms): "the future" of the connector's date-time rules. */
    now?: number;
  }): PushReceipt;
}
