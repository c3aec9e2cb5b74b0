import type { SimClock } from '../../world/clock.js';
import type { World } from '../../world/model.js';
import type { FaultMode, FaultSwitch } from '../faults.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestContext {
  method: Method;
  /** Absolute URL of the request as the client addressed it. */
  url: URL;
  query: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
  /** Parsed JSON body for POST/PUT, else undefined. */
  body: unknown;
  /** The fault drawn for this request; handlers apply the event-specific ones (retract). */
  fault: FaultMode;
}

export interface JsonResponse {
  status: number;
  /** Serialized as JSON; omitted for 204. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler = (ctx: RequestContext) => JsonResponse | Promise<JsonResponse>;

export interface Route {
  method: Method;
  /** find-my-way pattern, e.g. /v2/events/:eventID */
  path: string;
  handler: RouteHandler;
}

/** What every sandbox HTTP provider is started with. */
export interface ProviderServerOptions {
  world: World;
  clock: SimClock;
  faults: FaultSwitch;
  apiKey: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}
