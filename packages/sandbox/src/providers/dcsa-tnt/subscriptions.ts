import { deterministicUuid } from '../http/deterministic-uuid.js';
import { HttpError } from '../http/errors.js';
import { assertReferenceFilter, type EventFilter, LIST_FILTERS, VALUE_FILTERS } from './event-filter.js';

/** A push subscription (T&T 2.2 /v2/event-subscriptions). */
export interface Subscription {
  subscriptionID: string;
  callbackUrl: string;
  /** Shared secret, decoded from the Base64 the subscriber sent; the HMAC key of the signatures. */
  secret: Buffer;
  /** The filter properties as the subscriber sent them (echoed back in responses). */
  filterBody: Record<string, string | string[]>;
  filter: EventFilter;
  /** Events published at or before this simulated instant were already queued for delivery. */
  watermark: number;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function parseSecret(value: unknown): Buffer {
  if (typeof value !== 'string' || value === '' || !BASE64.test(value)) {
    throw new HttpError(400, 'secret must be a non-empty Base64 string', 'secret');
  }
  return Buffer.from(value, 'base64');
}

function parseCallbackUrl(value: unknown): string {
  if (typeof value === 'string' && URL.canParse(value)) {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  }
  throw new HttpError(400, 'callbackUrl must be an absolute http(s) URL', 'callbackUrl');
}

/** Reads the filter properties of a subscription body (lists must be arrays, others strings). */
export function parseSubscriptionFilter(
  body: Record<string, unknown>,
): Pick<Subscription, 'filterBody' | 'filter'> {
  const filterBody: Record<string, string | string[]> = {};
  for (const name of LIST_FILTERS) {
    const value = body[name];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw new HttpError(400, `${name} must be an array of strings`, name);
    }
    filterBody[name] = value as string[];
  }
  for (const name of VALUE_FILTERS) {
    const value = body[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new HttpError(400, `${name} must be a string`, name);
    filterBody[name] = value;
  }
  return { filterBody, filter: { ...filterBody } as EventFilter };
}

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Body must be a JSON object');
  return body as Record<string, unknown>;
}

/** In-memory subscription store; ids are derived from the seed and a counter (reproducible runs). */
export class SubscriptionStore {
  readonly #subs = new Map<string, Subscription>();
  #created = 0;

  constructor(
    private readonly seed: number,
    /** Refuse subscriptions without a booking, B/L or container reference (see assertReferenceFilter). */
    private readonly requireReference = false,
  ) {}

  list(): Subscription[] {
    return [...this.#subs.values()].sort((a, b) => (a.subscriptionID < b.subscriptionID ? -1 : 1));
  }

  get(id: string): Subscription {
    const sub = this.#subs.get(id);
    if (!sub) throw new HttpError(404, 'No subscription with this subscriptionID', 'subscriptionID');
    return sub;
  }

  create(rawBody: unknown, now: number): Subscription {
    const body = asObject(rawBody);
    const sub: Subscription = {
      subscriptionID: deterministicUuid(this.seed, 'subscription', ++this.#created),
      callbackUrl: parseCallbackUrl(body.callbackUrl),
      secret: parseSecret(body.secret),
      ...parseSubscriptionFilter(body),
      watermark: now,
    };
    if (this.requireReference) assertReferenceFilter(sub.filter);
    this.#subs.set(sub.subscriptionID, sub);
    return sub;
  }

  update(id: string, rawBody: unknown): Subscription {
    const sub = this.get(id);
    const body = asObject(rawBody);
    if (body.secret !== undefined)
      throw new HttpError(400, 'secret may only be set on create or via /secret', 'secret');
    if (body.subscriptionID !== undefined && body.subscriptionID !== id) {
      throw new HttpError(400, 'subscriptionID in the body differs from the path', 'subscriptionID');
    }
    const next = { callbackUrl: parseCallbackUrl(body.callbackUrl), ...parseSubscriptionFilter(body) };
    if (this.requireReference) assertReferenceFilter(next.filter);
    Object.assign(sub, next);
    return sub;
  }

  rotateSecret(id: string, rawBody: unknown): void {
    this.get(id).secret = parseSecret(asObject(rawBody).secret);
  }

  delete(id: string): void {
    this.get(id);
    this.#subs.delete(id);
  }
}

export function subscriptionView(sub: Subscription): Record<string, unknown> {
  return { subscriptionID: sub.subscriptionID, callbackUrl: sub.callbackUrl, ...sub.filterBody };
}
